import type { AppDeps } from '../deps.ts';

/**
 * The store key inside a URL this server handed out for an upload (local folder or the S3 public address); undefined
 * for a foreign link or anything that could climb out of the store.
 */
export function issuedKeyReader({ store, config }: Pick<AppDeps, 'store' | 'config'>) {
  const prefixes = [...new Set([store.url(''), '/files/', config.s3?.publicUrl].filter(Boolean))].map((p) =>
    p!.endsWith('/') ? p! : `${p}/`,
  );
  return (url: string): string | undefined => {
    if (url.includes('..') || /[\s\\<>"']/.test(url)) return undefined;
    const prefix = prefixes.find((p) => url.startsWith(p) && url.length > p.length);
    return prefix === undefined ? undefined : url.slice(prefix.length);
  };
}
