import { join } from 'node:path';
import type { Config } from '../config.ts';
import { createLocalFileStore, type FileStore } from './file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';

/** The bucket when S3_BUCKET is set, else the folder DATA_DIR/files. */
export function createStore(config: Config): FileStore {
  return config.s3 ? createS3FileStore(config.s3) : createLocalFileStore(join(config.dataDir, 'files'));
}
