import { create, type QRCodeErrorCorrectionLevel } from 'qrcode';
import { rawTokens } from '@/theme';

/**
 * QR codes are always dark modules on a light ground (scanners expect it), whatever the app theme: the
 * colours are the light theme's text and surface tokens.
 */
export const QR_DARK = rawTokens.light.textPrimary;
export const QR_LIGHT = rawTokens.light.bgSurface;

/** Quiet zone in modules (the spec asks for 4). */
const MARGIN = 4;

/** The QR symbol of `value` as a standalone SVG document (one path, crisp at any size). */
export function qrSvg(value: string, level: QRCodeErrorCorrectionLevel = 'M'): string {
  const { modules } = create(value, { errorCorrectionLevel: level });
  const n = modules.size;
  let d = '';
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      if (modules.get(y, x)) d += `M${x + MARGIN} ${y + MARGIN}h1v1h-1z`;
    }
  }
  const full = n + MARGIN * 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${full} ${full}" shape-rendering="crispEdges"><rect width="${full}" height="${full}" fill="${QR_LIGHT}"/><path d="${d}" fill="${QR_DARK}"/></svg>`;
}

export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** Renders the SVG onto a canvas and returns a PNG data URL (what a phone gallery can save). */
export async function svgToPng(svg: string, px: number): Promise<string> {
  const img = new Image();
  img.decoding = 'async';
  img.src = svgDataUrl(svg);
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = px;
  canvas.height = px;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas unavailable');
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(img, 0, 0, px, px);
  return canvas.toDataURL('image/png');
}
