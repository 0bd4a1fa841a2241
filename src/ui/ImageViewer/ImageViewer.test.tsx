import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { ImageViewer } from './ImageViewer';

const images = [
  { src: 'a.png', alt: 'Payment proof 1' },
  { src: 'b.png', alt: 'Payment proof 2' },
];

describe('ImageViewer', () => {
  it('is a modal dialog that zooms within limits and closes on Escape', async () => {
    const onClose = vi.fn();
    renderUi(<ImageViewer open images={images} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Image viewer' })).toHaveAttribute('aria-modal', 'true');
    const zoomIn = screen.getByRole('button', { name: 'Zoom in' });
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' });
    expect(zoomOut).toBeDisabled();
    for (let i = 0; i < 5; i++) fireEvent.click(zoomIn);
    const stage = screen.getByAltText('Payment proof 1').parentElement!;
    expect(stage.style.getPropertyValue('--zoom')).toBe('4');
    expect(zoomIn).toBeDisabled();
    fireEvent.doubleClick(stage);
    expect(stage.style.getPropertyValue('--zoom')).toBe('1');
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('pages through several images', () => {
    const onIndexChange = vi.fn();
    renderUi(<ImageViewer open images={images} onClose={() => {}} onIndexChange={onIndexChange} />);
    expect(screen.getByText('1 / 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByAltText('Payment proof 2')).toBeInTheDocument();
    expect(onIndexChange).toHaveBeenCalledWith(1);
    expect(screen.getByRole('button', { name: 'Next image' })).toBeDisabled();
  });
});

describe('ImageViewer pinch', () => {
  it('zooms with two fingers through the CSS variable and commits when they lift', () => {
    renderUi(<ImageViewer open images={images.slice(0, 1)} onClose={() => {}} />);
    const stage = screen.getByAltText('Payment proof 1').parentElement!;
    fireEvent.pointerDown(stage, { pointerId: 1, clientX: 100, clientY: 100 });
    fireEvent.pointerDown(stage, { pointerId: 2, clientX: 200, clientY: 100 });
    fireEvent.pointerMove(stage, { pointerId: 2, clientX: 350, clientY: 100 });
    expect(stage.style.getPropertyValue('--zoom')).toBe('2.5');
    fireEvent.pointerUp(stage, { pointerId: 2 });
    fireEvent.pointerUp(stage, { pointerId: 1 });
    expect(stage.style.getPropertyValue('--zoom')).toBe('2.5');
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeEnabled();
  });
});
