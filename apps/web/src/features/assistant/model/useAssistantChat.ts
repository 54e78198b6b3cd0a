import type { AssistantEnd } from '@volna/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../shared/api/client.ts';
import { askAssistant } from '../api/askAssistant.ts';
import { assistantKeys } from '../api/keys.ts';

/** The question being answered now, with the answer as far as it has come. */
export type LiveTurn = {
  question: string;
  answer: string;
  streaming: boolean;
  finish?: AssistantEnd['finish'];
  /** Why it failed, in the user's language (a refusal, the provider down, the time limit). */
  error?: string;
};

/**
 * One conversation with the assistant: `ask` streams an answer into `live`, `stop` aborts it (the server keeps what
 * was written). When an answer ends the stored history is read again and the live turn gives way to it.
 */
export function useAssistantChat() {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<LiveTurn | null>(null);
  const shown = useRef<LiveTurn | null>(null);
  const controller = useRef<AbortController | null>(null);
  const show = useCallback((next: LiveTurn | null | ((turn: LiveTurn | null) => LiveTurn | null)) => {
    shown.current = typeof next === 'function' ? next(shown.current) : next;
    setLive(shown.current);
  }, []);

  // Leaving the page stops the answer, as the stop button would.
  useEffect(() => () => controller.current?.abort(), []);

  const ask = useCallback(
    async (question: string) => {
      const refresh = () => queryClient.invalidateQueries({ queryKey: assistantKeys.history });
      // A stopped answer is stored a moment after the stop: read once it surely is, before it leaves the screen.
      if (shown.current?.finish === 'aborted') await refresh();
      const own = new AbortController();
      controller.current = own;
      show({ question, answer: '', streaming: true });
      try {
        await askAssistant(question, {
          signal: own.signal,
          onEvent: (event) => {
            if (event.event === 'delta')
              show((turn) => turn && { ...turn, answer: turn.answer + event.data.text });
            else if (event.event === 'end')
              show((turn) => turn && { ...turn, finish: event.data.finish, error: event.data.msg });
          },
        });
      } catch (error) {
        // A refusal stored nothing: its message stays on screen until the next question.
        const message = error instanceof ApiError ? error.msg : String(error);
        show((turn) => turn && { ...turn, streaming: false, finish: 'error', error: message });
        return;
      } finally {
        if (controller.current === own) controller.current = null;
      }
      if (own.signal.aborted) {
        show((turn) => turn && { ...turn, streaming: false, finish: 'aborted' });
        return;
      }
      await refresh();
      show(null);
    },
    [queryClient, show],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  /** Forgets the turn on screen (the history was cleared). */
  const reset = useCallback(() => show(null), [show]);

  return { live, ask, stop, reset, streaming: live?.streaming ?? false };
}
