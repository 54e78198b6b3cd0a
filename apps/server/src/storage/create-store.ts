import { join } from 'node:path';
import type { Config } from '../config.ts';
import { createLocalFileStore, type FileStore } from './file-store.ts';

export function createStore(config: Config): FileStore {
  return createLocalFileStore(join(config.dataDir, 'files'));
}
