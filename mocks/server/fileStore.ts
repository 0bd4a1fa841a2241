/**
 * Uploaded files on disk, in `<DATA_DIR>/uploads/` beside the database, so they survive a restart like the
 * records that point at them. Synchronous like the store: files are at most 5 MB, written once.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FileStore } from '../engine';

const SAFE_NAME = /^[0-9a-f]+\.[a-z]+$/;

export function createDiskFileStore(dir: string): FileStore {
  mkdirSync(dir, { recursive: true });
  const pathOf = (name: string) => {
    if (!SAFE_NAME.test(name)) throw new Error(`unsafe upload name: ${name}`);
    return join(dir, name);
  };
  return {
    put(name, bytes) {
      const path = pathOf(name);
      // written whole, then renamed: a crash never leaves half a picture under the final name
      writeFileSync(`${path}.part`, bytes);
      renameSync(`${path}.part`, path);
    },
    get(name) {
      const path = pathOf(name);
      return existsSync(path) ? new Uint8Array(readFileSync(path)) : undefined;
    },
  };
}
