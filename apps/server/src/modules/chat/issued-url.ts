import type { AppDeps } from '../../deps.ts';

/** Whether a URL is one this server handed out for an upload (local folder or the S3 public address), never a foreign link. */
export function issuedUrlCheck({ store, config }: Pick<AppDeps, 'store' | 'config'>) {
  const prefixes = [...new Set([store.url(''), '/files/', config.s3?.publicUrl].filter(Boolean))].map((p) =>
    p!.endsWith('/') ? p! : `${p}/`,
  );
  return (url: string) =>
    prefixes.some((p) => url.startsWith(p) && url.length > p.length) &&
    !url.includes('..') &&
    !/[\s\\<>"']/.test(url);
}
