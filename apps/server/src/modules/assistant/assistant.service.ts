import {
  AI_CHAT_TIMEOUT_MS,
  ASSISTANT_CONTEXT_TURNS,
  ASSISTANT_HISTORY_MAX,
  type AssistantEvent,
  type AssistantHistoryVo,
  type AssistantMode,
  type AssistantTurnVo,
  type Language,
  resultMessage,
  ResultCode,
} from '@volna/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError, fail } from '../../http/errors.ts';
import { createRateLimiter } from '../../http/rate-limit.ts';
import { pump } from './answer-stream.ts';
import { type AssistantTurnRow, assistantRepository as turns } from './assistant.repository.ts';
import { offlineStream } from './offline/offline-helper.ts';
import { createProvider, type ProviderUsage } from './provider.ts';

/** A rough token count for an answer the provider did not report (cut off before its usage chunk). */
const estimateTokens = (...texts: string[]) => Math.ceil(texts.reduce((n, t) => n + t.length, 0) / 4);

const present = (row: AssistantTurnRow): AssistantTurnVo => ({
  id: row.id,
  question: row.question,
  answer: row.answer,
  mode: row.mode as AssistantMode,
  finish: row.finish as AssistantTurnVo['finish'],
  createTime: row.createdAt.toISOString(),
});

type Begun = { turn: AssistantTurnRow; context: AssistantTurnRow[] };

/**
 * The AI assistant chat (issue 16): a provider when AI_BASE_URL/AI_MODEL are set, else the offline helper. Asking is
 * two steps so refusals come before the stream: `begin` checks the rate and the day's budget and writes the turn,
 * `answer` streams it and stores what was written however it ends.
 */
export function createAssistantService(deps: AppDeps) {
  const { db } = deps.database;
  const { config, clock } = deps;
  const provider = config.ai ? createProvider(config.ai) : undefined;
  const mode: AssistantMode = provider ? 'provider' : 'offline';
  const limiter = createRateLimiter(deps);
  const askRate = { rule: 'assistant-ask', limit: config.aiRatePerMinute, windowSeconds: 60 };

  return {
    mode,

    async begin(userId: number, question: string): Promise<Begun> {
      try {
        if (config.aiRatePerMinute > 0) await limiter.hit(askRate, userId);
      } catch (error) {
        // The limiter's own words are about login attempts; the asker hears about questions.
        if (error instanceof AppError && error.codeName === 'tooManyAttempts')
          fail('assistantTooFast', error.params);
        throw error;
      }
      // The offline helper costs nothing: only provider answers spend the day's tokens.
      if (provider && config.aiDailyTokens > 0) {
        const spent = await turns.tokensToday(db, userId, clock.now());
        if (spent >= config.aiDailyTokens) fail('assistantBudgetSpent');
      }
      const context = provider ? await turns.newest(db, userId, ASSISTANT_CONTEXT_TURNS) : [];
      const turn = await turns.insert(db, { userId, question, mode, createdAt: clock.now() });
      return { turn, context: context.filter((t) => t.answer) };
    },

    /** Streams the turn's answer to `send` (start, deltas, end) and stores it; never throws once begun. */
    async answer(
      begun: Begun,
      lang: Language,
      signal: AbortSignal,
      send: (event: AssistantEvent) => void,
      log: (error: unknown) => void,
    ) {
      const { turn, context } = begun;
      send({ event: 'start', data: { turnId: turn.id, mode } });
      let answer = '';
      const usage: ProviderUsage = { tokens: 0 };
      const finish = await pump(
        (stop) =>
          provider
            ? provider.stream(lang, context, turn.question, stop, usage)
            : offlineStream(lang, turn.question, stop),
        {
          signal,
          timeoutMs: AI_CHAT_TIMEOUT_MS,
          onPiece: (text) => {
            answer += text;
            send({ event: 'delta', data: { text } });
          },
          onError: log,
        },
      );
      const tokens = provider ? usage.tokens || estimateTokens(turn.question, answer) : 0;
      await turns.finish(db, turn.id, { answer, finish, tokens, finishedAt: clock.now() });
      const msg =
        finish === 'error'
          ? resultMessage(ResultCode.assistantUnavailable, lang)
          : finish === 'timeout'
            ? resultMessage(ResultCode.assistantTimedOut, lang)
            : undefined;
      send({ event: 'end', data: { turnId: turn.id, finish, ...(msg && { msg }) } });
      return finish;
    },

    async history(userId: number): Promise<AssistantHistoryVo> {
      const rows = await turns.newest(db, userId, ASSISTANT_HISTORY_MAX);
      return { mode, turns: rows.map(present) };
    },

    async clear(userId: number) {
      return { removed: await turns.clear(db, userId, clock.now()) };
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
