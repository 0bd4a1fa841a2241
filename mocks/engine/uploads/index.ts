/**
 * Uploads (`POST /upload`, spec §7): payment vouchers, identity photos, avatars. Images only, told by
 * their first bytes rather than by the name or type the client claims; at most `UPLOAD_MAX_BYTES`; at most
 * `UPLOADS_PER_DAY` per user. A stored file is named by 128 random bits (`/upload/<hex>.<ext>`): the path
 * is what the client shows and sends back in later calls, and it cannot be guessed.
 */
import { fail, randomHex, type EngineContext } from '../core';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOADS_PER_DAY = 100;
const DAY_MS = 24 * 60 * 60_000;

const TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
type Ext = keyof typeof TYPES;

interface UploadDoc {
  name: string;
  owner: number;
  type: string;
  size: number;
  at: number;
}

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);

/** The image format of `bytes` by its signature, or undefined. */
export function sniffImage(bytes: Uint8Array): Ext | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return undefined;
}

const NAME = /^[0-9a-f]{32}\.(png|jpg|gif|webp)$/;

export function createUploadArea(
  ctx: EngineContext,
  deps: { user: { requireUser: (token: string | undefined) => { id: number } } },
) {
  return {
    /** Stores an image for the signed-in user; returns its path, `/upload/<name>`. */
    save(token: string | undefined, bytes: Uint8Array): string {
      const user = deps.user.requireUser(token);
      if (bytes.length === 0) fail('error.uploadMissing');
      if (bytes.length > UPLOAD_MAX_BYTES) fail('error.uploadTooLarge', { size: UPLOAD_MAX_BYTES / 1024 / 1024 });
      const ext = sniffImage(bytes);
      if (!ext) fail('error.uploadNotImage');
      const since = ctx.clock() - DAY_MS;
      const recent = ctx.store.list<UploadDoc>('uploads', { owner: user.id }).filter((d) => d.at > since);
      if (recent.length >= UPLOADS_PER_DAY) fail('error.uploadTooMany');
      const name = `${randomHex(ctx.rng, 16)}.${ext}`;
      ctx.files.put(name, bytes); // the bytes first: a record never points at a missing file
      ctx.store.put<UploadDoc>('uploads', name, {
        name,
        owner: user.id,
        type: TYPES[ext],
        size: bytes.length,
        at: ctx.clock(),
      });
      return `/upload/${name}`;
    },

    /** A stored file by name, or undefined (unknown or malformed names alike). */
    read(name: string): { bytes: Uint8Array; type: string } | undefined {
      if (!NAME.test(name)) return undefined;
      const doc = ctx.store.get<UploadDoc>('uploads', name);
      const bytes = doc && ctx.files.get(name);
      return doc && bytes ? { bytes, type: doc.type } : undefined;
    },

    /** Whether `path` is an upload of this user (other areas check the photos they are sent). */
    owns(userId: number, path: string): boolean {
      const name = /^\/upload\/(.+)$/.exec(path)?.[1];
      return !!name && NAME.test(name) && ctx.store.get<UploadDoc>('uploads', name)?.owner === userId;
    },
  };
}

