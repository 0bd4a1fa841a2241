/**
 * Pictures sent to the server (`POST /upload`, spec §7): payment vouchers, identity photos, avatars. The
 * server answers a relative path (`/upload/<name>`) that later calls send back; `uploadedUrl` makes it
 * showable. Fits `ImageUpload`'s `upload` prop as it is.
 */
import { assetUrl } from './base';
import { upload } from './client';

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * Sends one picture; resolves to its stored path. Never retried and never toasted: the picker says why it
 * failed and offers Retry with the same file.
 */
export async function uploadImage(
  file: Blob,
  opts: { signal?: AbortSignal; onProgress?: (fraction: number) => void } = {},
): Promise<string> {
  opts.onProgress?.(0);
  const path = await upload(file, `image.${EXTENSIONS[file.type] ?? 'jpg'}`, { signal: opts.signal, quiet: true });
  opts.onProgress?.(1);
  return path;
}

/** The address to show a stored picture at (`/upload/<name>` → the site origin's copy). */
export const uploadedUrl = (path: string): string => assetUrl(path);
