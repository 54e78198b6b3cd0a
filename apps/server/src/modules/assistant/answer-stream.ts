import type { AssistantEnd } from '@volna/contracts';

export type Finish = AssistantEnd['finish'];

/**
 * Runs one answer's source until it ends, the asker goes away (`signal`) or `timeoutMs` passes, handing each piece
 * to `onPiece`; answers how it ended. The source gets a signal that aborts in either case, so a provider request is
 * closed at once; a source that ignores it is left behind (its next piece is never read), never waited for.
 */
export async function pump(
  source: (signal: AbortSignal) => AsyncIterable<string>,
  options: {
    signal: AbortSignal;
    timeoutMs: number;
    onPiece: (text: string) => void;
    onError?: (error: unknown) => void;
  },
): Promise<Finish> {
  if (options.signal.aborted) return 'aborted';
  const controller = new AbortController();
  const stopByAsker = () => controller.abort('aborted');
  options.signal.addEventListener('abort', stopByAsker, { once: true });
  const timer = setTimeout(() => controller.abort('timeout'), options.timeoutMs);
  const stopped = new Promise<never>((_, reject) =>
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }),
  );
  stopped.catch(() => {});
  const why = (): Finish => (controller.signal.reason === 'timeout' ? 'timeout' : 'aborted');
  const pieces = source(controller.signal)[Symbol.asyncIterator]();
  try {
    for (;;) {
      const step = await Promise.race([pieces.next(), stopped]);
      if (step.done) break;
      if (step.value) options.onPiece(step.value);
    }
    return controller.signal.aborted ? why() : 'stop';
  } catch (error) {
    if (controller.signal.aborted) return why();
    options.onError?.(error);
    return 'error';
  } finally {
    clearTimeout(timer);
    options.signal.removeEventListener('abort', stopByAsker);
    if (!controller.signal.aborted) controller.abort('done');
    // Closes a generator that is not mid-step; one still waiting closes when its step settles.
    pieces.return?.().catch(() => {});
  }
}
