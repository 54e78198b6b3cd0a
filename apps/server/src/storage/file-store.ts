import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type { Readable } from 'node:stream';

/** Where uploads live: a local folder by default, an S3-compatible bucket when S3_* is set. */
export interface FileStore {
  put(key: string, body: Buffer, mimeType: string): Promise<void>;
  /** A readable body for keys this store serves itself (local); undefined when missing. */
  read(key: string): Promise<Readable | undefined>;
  /** The public URL a client loads the file from. */
  url(key: string): string;
}

/** Files under `root`, served by the app at /files/<key>. */
export function createLocalFileStore(root: string): FileStore {
  const pathOf = (key: string) => {
    const path = normalize(join(root, key));
    if (!path.startsWith(normalize(root))) throw new Error('key escapes the store');
    return path;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    async read(key) {
      const path = pathOf(key);
      const info = await stat(path).catch(() => undefined);
      return info?.isFile() ? createReadStream(path) : undefined;
    },
    url: (key) => `/files/${key}`,
  };
}
