import { useOutbox } from './outbox.ts';

/**
 * Local `blob:` previews of messages still on their way. Each is revoked once no outbox entry shows it any more:
 * after the upload (the entry then carries the server's addresses), or when the user discards the message. A failed
 * upload keeps its entry, so the preview stays for the retry.
 */
const watched = new Set<string>();
let unsubscribe: (() => void) | null = null;

function contentUrls(content: Record<string, unknown>) {
  return Object.values(content).filter((v): v is string => typeof v === 'string' && v.startsWith('blob:'));
}

function sweep() {
  const shown = new Set<string>();
  for (const list of Object.values(useOutbox.getState().byChat))
    for (const entry of list) for (const url of contentUrls(entry.body.content)) shown.add(url);
  for (const url of watched)
    if (!shown.has(url)) {
      watched.delete(url);
      URL.revokeObjectURL(url);
    }
  if (watched.size === 0) {
    unsubscribe?.();
    unsubscribe = null;
  }
}

/** Call right after queueSend put the message (whose content names these URLs) in the outbox. */
export function revokeWhenSent(urls: readonly (string | undefined)[]) {
  for (const url of urls) if (url?.startsWith('blob:')) watched.add(url);
  unsubscribe ??= useOutbox.subscribe(sweep);
  sweep();
}
