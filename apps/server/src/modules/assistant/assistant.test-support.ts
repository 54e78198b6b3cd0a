import type { AddressInfo } from 'node:net';
import type { AssistantEvent } from '@volna/contracts';
import type { TestApp } from '../../../test/harness.ts';

/** The events of a whole text/event-stream body, in order. */
export function parseEvents(body: string): AssistantEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (\w+)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      return { event, data: JSON.parse(data ?? 'null') } as AssistantEvent;
    });
}

/** The answer's text: its deltas joined. */
export const answerOf = (events: AssistantEvent[]) =>
  events.map((e) => (e.event === 'delta' ? e.data.text : '')).join('');

/** POST /chat/chat through app.inject: the status and, for a stream, its events (else the envelope). */
export async function ask(t: TestApp, token: string, question: string, lang = 'en') {
  const res = await t.call('POST', '/chat/chat', { token, lang, body: { question } });
  const streamed = String(res.raw.headers['content-type']).startsWith('text/event-stream');
  return { status: res.status, body: res.body, events: streamed ? parseEvents(res.raw.payload) : [] };
}

/** The app listening on loopback (for a real connection the client can drop); answers its base URL. */
export async function baseUrlOf(t: TestApp) {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/**
 * A real fetch of POST /chat/chat that reads the stream piece by piece: `firstDelta` resolves with the time from the
 * request to the first delta (ms), `abort()` is the stop button, `done` resolves with every event read.
 */
export function streamAsk(base: string, token: string, question: string, lang = 'en') {
  const controller = new AbortController();
  const started = performance.now();
  const events: AssistantEvent[] = [];
  let markFirst: (ms: number) => void = () => {};
  const firstDelta = new Promise<number>((resolve) => {
    markFirst = resolve;
  });
  const done = (async () => {
    const res = await fetch(`${base}/chat/chat`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-language': lang,
      },
      body: JSON.stringify({ question }),
      signal: controller.signal,
    });
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: ended } = await reader.read();
        if (ended) break;
        buffer += value;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const event of parseEvents(blocks.join('\n\n'))) {
          events.push(event);
          if (event.event === 'delta') markFirst(performance.now() - started);
        }
      }
    } catch (error) {
      if (!controller.signal.aborted) throw error;
    }
    return events;
  })();
  return { firstDelta, done, events, abort: () => controller.abort() };
}
