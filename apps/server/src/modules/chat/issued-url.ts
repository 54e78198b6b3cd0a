import type { AppDeps } from '../../deps.ts';
import { issuedKeyReader } from '../../storage/issued-key.ts';

/** Whether a URL is one this server handed out for an upload (local folder or the S3 public address), never a foreign link. */
export function issuedUrlCheck(deps: Pick<AppDeps, 'store' | 'config'>) {
  const keyOf = issuedKeyReader(deps);
  return (url: string) => keyOf(url) !== undefined;
}
