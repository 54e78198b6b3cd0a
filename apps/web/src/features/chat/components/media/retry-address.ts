/**
 * The address to load again after a failure: a fresh query for a server file (so no cached failure is reused), the
 * same address for a local blob preview (a blob URL takes no query).
 */
export function retryAddress(url: string, attempt: number) {
  if (attempt === 0 || url.startsWith('blob:')) return url;
  return `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`;
}
