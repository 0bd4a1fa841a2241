export interface CompressOptions {
  /** Longest edge of the result in px. */
  maxDimension: number;
  /** JPEG/WebP quality 0..1. */
  quality: number;
}

/** Size that fits `width × height` within `max` on its longest edge, keeping the aspect ratio (never upscales). */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  const long = Math.max(width, height);
  if (long <= max || long <= 0) return { width, height };
  const k = max / long;
  return { width: Math.max(1, Math.round(width * k)), height: Math.max(1, Math.round(height * k)) };
}

/**
 * Re-encodes a photo on a canvas: longest edge down to `maxDimension`, JPEG at `quality` (PNG stays PNG
 * so transparency survives). Returns the original file when it cannot decode it (old browser, GIF,
 * SVG) or when the result would not be smaller.
 */
export async function compressImage(file: File, { maxDimension, quality }: CompressOptions): Promise<Blob> {
  if (typeof createImageBitmap !== 'function' || !/^image\/(jpeg|png|webp)$/.test(file.type)) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const { width, height } = fitWithin(bitmap.width, bitmap.height, maxDimension);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return file;
  ctx.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
  return blob && blob.size < file.size ? blob : file;
}
