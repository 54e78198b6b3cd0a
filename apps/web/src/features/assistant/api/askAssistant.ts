import { AI_CHAT_TIMEOUT_MS, type AssistantEvent } from '@volna/contracts';
import { ApiError, headersFor, settle, urlWith } from '../../../shared/api/client.ts';
import { i18next } from '../../../shared/i18n/i18n.ts';
import { createEventReader } from '../model/sse.ts';

/**
 * POST /chat/chat (spec §7: abortable, 300 s): the answer arrives as server-sent events, each handed to `onEvent` as
 * it comes. A refusal before the answer (too fast, budget spent, not logged in) is an envelope: thrown as ApiError,
 * not toasted (the page shows it in place; a session end still goes to login). Aborting `signal` is the stop button:
 * the promise then resolves quietly and the server keeps the part already written.
 */
export async function askAssistant(
  question: string,
  { signal, onEvent }: { signal: AbortSignal; onEvent: (event: AssistantEvent) => void },
): Promise<void> {
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal.addEventListener('abort', stop, { once: true });
  const timer = setTimeout(stop, AI_CHAT_TIMEOUT_MS);
  try {
    const response = await fetch(urlWith('/chat/chat'), {
      method: 'POST',
      headers: headersFor({}, true),
      body: JSON.stringify({ question }),
      signal: controller.signal,
    });
    if (!response.headers.get('content-type')?.startsWith('text/event-stream')) {
      const body = await response.json().catch(() => null);
      if (!body) throw new ApiError(response.status, i18next.t('common:serverUnavailable'));
      settle(body, true);
      return;
    }
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const events = createEventReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      for (const event of events.push(value)) onEvent(event);
    }
  } catch (error) {
    if (controller.signal.aborted) return;
    if (error instanceof ApiError) throw error;
    throw new ApiError(
      0,
      navigator.onLine ? i18next.t('common:networkConnectionTimeout') : i18next.t('common:lostNetworkSignal'),
    );
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}
