import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../_shared/test-utils';
import { QRCode } from './QRCode';
import { QR_DARK, QR_LIGHT, qrSvg } from './qr';

describe('qrSvg', () => {
  it('draws dark-on-light modules with a quiet zone, and differs by content', () => {
    const a = qrSvg('TXYZ123');
    expect(a).toContain(`fill="${QR_LIGHT}"`);
    expect(a).toContain(`fill="${QR_DARK}"`);
    // version 1 (21 modules) + 2 × 4 quiet zone
    expect(a).toContain('viewBox="0 0 29 29"');
    expect(a).toMatch(/M4 4h1v1h-1z/); // the finder pattern's top-left module
    expect(qrSvg('TXYZ124')).not.toBe(a);
  });
});

describe('QRCode', () => {
  it('is a named image with a save button and hint', () => {
    renderUi(<QRCode value="TXYZ123" label="USDT deposit address" downloadName="deposit" />);
    const img = screen.getByRole('img', { name: 'USDT deposit address' });
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByRole('button', { name: 'Save image' })).toBeInTheDocument();
    expect(screen.getByText('Long-press the code to save it to your photos.')).toBeInTheDocument();
  });

  it('says so when the text cannot be encoded', () => {
    renderUi(<QRCode value={'x'.repeat(5000)} label="Invite link" />);
    expect(screen.getByRole('img', { name: 'Invite link' })).toHaveTextContent('This content cannot be shown as a QR code.');
  });
});
