import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import type { Readable } from 'node:stream';

/** Inclusive byte positions, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

/** Where uploads live: a local folder by default, an S3-compatible bucket when S3_* is set. */
export interface FileStore {
  put(key: string, body: Buffer, mimeType: string): Promise<void>;
  /** The stored size in bytes; undefined when there is no such file. */
  size(key: string): Promise<number | undefined>;
  /** A readable body (the whole file, or one range of it); undefined when missing. */
  read(key: string, range?: ByteRange): Promise<Readable | undefined>;
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
  const fileSize = async (key: string) => {
    const info = await stat(pathOf(key)).catch(() => undefined);
    return info?.isFile() ? info.size : undefined;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
    },
    size: fileSize,
    async read(key, range) {
      if ((await fileSize(key)) === undefined) return undefined;
      return createReadStream(pathOf(key), range);
    },
    url: (key) => `/files/${key}`,
  };
}
