import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('is a labelled progressbar with a clamped value and percent text', () => {
    renderUi(<ProgressBar value={150} max={200} label="Sold" showValue />);
    const bar = screen.getByRole('progressbar', { name: 'Sold' });
    expect(bar).toHaveAttribute('aria-valuenow', '150');
    expect(bar).toHaveAttribute('aria-valuemax', '200');
    expect(bar).toHaveAttribute('aria-valuetext', '75%');
    expect(bar.style.getPropertyValue('--progress')).toBe('0.75');
  });

  it('clamps out-of-range values and has no value when indeterminate', () => {
    const { unmount } = renderUi(<ProgressBar value={-5} label="Upload" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    unmount();
    renderUi(<ProgressBar value={null} label="Upload" />);
    expect(screen.getByRole('progressbar')).not.toHaveAttribute('aria-valuenow');
  });
});
