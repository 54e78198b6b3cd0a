import { z } from 'zod';
import { typedText } from './support.ts';

// The AI assistant chat (issue 16, spec §7 `POST /chat/chat`, `POST /chat/removeCache`, page pages/chat/AIChat).
//
// `POST /chat/chat` answers as server-sent events (text/event-stream), one `event:`/`data:` pair per step:
//   event: start  data: AssistantStart   (once, first)
//   event: delta  data: { text }         (the answer as it is written, in order)
//   event: end    data: AssistantEnd     (once, last: why it ended and the stored turn)
// A refusal before the answer starts (bad input, not logged in, too fast, budget spent) is an ordinary JSON envelope
// with its HTTP status. Closing the request (the stop button aborts the fetch) stops the generation; the partial
// answer is kept with finish 'aborted'. After AI_CHAT_TIMEOUT_MS the server ends it with finish 'timeout'.

/** Longest question one may ask, in characters. */
export const ASSISTANT_QUESTION_MAX_LENGTH = 4000;
/** Earlier turns sent to a provider as the conversation so far. */
export const ASSISTANT_CONTEXT_TURNS = 10;
/** Turns the history answers (the page shows the newest ones). */
export const ASSISTANT_HISTORY_MAX = 100;
/** Default per-user asks a minute (AI_RATE_PER_MINUTE) and tokens a day (AI_DAILY_TOKENS, provider only). */
export const ASSISTANT_RATE_PER_MINUTE_DEFAULT = 10;
export const ASSISTANT_DAILY_TOKENS_DEFAULT = 50_000;

/** Who wrote the answer: the configured OpenAI-compatible model, or the built-in offline helper. */
export const ASSISTANT_MODES = ['provider', 'offline'] as const;
export type AssistantMode = (typeof ASSISTANT_MODES)[number];

/** How an answer ended: complete, stopped by the user, cut at the time limit, or broken by the provider. */
export const ASSISTANT_FINISHES = ['streaming', 'stop', 'aborted', 'timeout', 'error'] as const;
export type AssistantFinish = (typeof ASSISTANT_FINISHES)[number];

export const assistantAskBody = z.object({ question: typedText(ASSISTANT_QUESTION_MAX_LENGTH) });
export type AssistantAskBody = z.infer<typeof assistantAskBody>;

export const assistantTurnVo = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  mode: z.enum(ASSISTANT_MODES),
  finish: z.enum(ASSISTANT_FINISHES),
  createTime: z.string(),
});
export type AssistantTurnVo = z.infer<typeof assistantTurnVo>;

export const assistantHistoryVo = z.object({
  mode: z.enum(ASSISTANT_MODES),
  turns: z.array(assistantTurnVo),
});
export type AssistantHistoryVo = z.infer<typeof assistantHistoryVo>;

export const assistantClearedVo = z.object({ removed: z.number().int() });

/** The stream's events (see the top of this file). */
export type AssistantStart = { turnId: number; mode: AssistantMode };
export type AssistantDelta = { text: string };
export type AssistantEnd = {
  turnId: number;
  finish: Exclude<AssistantFinish, 'streaming'>;
  /** When finish is 'error' or 'timeout': the message in the asker's language. */
  msg?: string;
};
export type AssistantEvent =
  | { event: 'start'; data: AssistantStart }
  | { event: 'delta'; data: AssistantDelta }
  | { event: 'end'; data: AssistantEnd };
