/**
 * Where the demo exchange keeps uploaded files' bytes: in memory (Storybook, vitest) or on disk beside the
 * database (the Node server, `mocks/server/fileStore.ts`). The engine keeps each file's record (owner,
 * type, size) in the document store; only the bytes live here. Names are chosen by the engine and are
 * safe as file names (`[0-9a-f]+\.(png|jpg|gif|webp)`).
 */
export interface FileStore {
  put(name: string, bytes: Uint8Array): void;
  get(name: string): Uint8Array | undefined;
}

export function createMemoryFileStore(): FileStore {
  const files = new Map<string, Uint8Array>();
  return {
    put: (name, bytes) => void files.set(name, bytes.slice()),
    get: (name) => files.get(name)?.slice(),
  };
}
