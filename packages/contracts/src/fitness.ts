import { z } from 'zod';
import { FITNESS_COINS_PER_DAY_MAX, FITNESS_STEPS_MAX, FITNESS_STEPS_PER_COIN } from './limits.ts';
import { CurrencyId } from './wallet-codes.ts';

// Fitness (spec pages/fitness/index, §5, §9; issue 15): one step entry per platform (Moscow) day, never edited,
// paid 1 VLN per 1,000 steps and at most 5 VLN a day, once per day through the rewards account.

// The limits themselves (100,000 steps, 1 coin per 1,000, 5 a day) are in limits.ts with the other spec constants.
/** The coin the steps pay in (spec §9 "1 coin"): the platform currency. */
export const FITNESS_CURRENCY_ID = CurrencyId.VLN;
/** Days the history and its chart cover, today included. */
export const FITNESS_HISTORY_DAYS = 30;
export const FITNESS_CONTENT_MAX_LENGTH = 200;
export const FITNESS_REGION_MAX_LENGTH = 60;

/** The coins a day's steps earn: whole thousands, capped (an integer, so exact as a ledger amount). */
export const fitnessCoinsFor = (steps: number) =>
  Math.min(Math.floor(steps / FITNESS_STEPS_PER_COIN), FITNESS_COINS_PER_DAY_MAX);

/** Where the count came from: the device through the native shell's bridge, or typed by the user in a browser. */
export const FitnessSource = { manual: 1, device: 2 } as const;

const required = (code: 'fitnessContentRequired' | 'fitnessRegionRequired', max: number) =>
  z.string({ error: code }).trim().min(1, { error: code }).max(max, { error: 'badRequest' });

/** POST /app/fitness/steps: today's steps, what the user did and where (all three required, spec §5). */
export const fitnessEntryBody = z.object({
  steps: z.coerce
    .number({ error: 'fitnessStepsInvalid' })
    .int({ error: 'fitnessStepsInvalid' })
    .min(1, { error: 'fitnessStepsInvalid' })
    .max(FITNESS_STEPS_MAX, { error: 'fitnessStepsTooMany' }),
  content: required('fitnessContentRequired', FITNESS_CONTENT_MAX_LENGTH),
  region: required('fitnessRegionRequired', FITNESS_REGION_MAX_LENGTH),
  source: z
    .union([z.literal(FitnessSource.manual), z.literal(FitnessSource.device)])
    .default(FitnessSource.manual),
});
export type FitnessEntryBody = z.infer<typeof fitnessEntryBody>;

/** One day's entry as its owner sees it. */
export const fitnessEntryVo = z.object({
  id: z.number().int(),
  /** The Moscow day, YYYY-MM-DD. */
  day: z.string(),
  steps: z.number().int(),
  content: z.string(),
  region: z.string(),
  source: z.number().int(),
  /** The VLN the day paid, decimal text ('0' under 1,000 steps). */
  coins: z.string(),
  createdTime: z.string(),
});
export type FitnessEntryVo = z.infer<typeof fitnessEntryVo>;

/** GET /app/fitness/today: today's entry if made, and the rules the page states. */
export const fitnessTodayVo = z.object({
  day: z.string(),
  entry: fitnessEntryVo.nullable(),
  maxSteps: z.number().int(),
  stepsPerCoin: z.number().int(),
  maxDailyCoins: z.number().int(),
  currencyId: z.number().int(),
});
export type FitnessTodayVo = z.infer<typeof fitnessTodayVo>;

/** One day of the chart: 0 steps and '0' coins on days without an entry. */
export const fitnessDayVo = z.object({ day: z.string(), steps: z.number().int(), coins: z.string() });
export type FitnessDayVo = z.infer<typeof fitnessDayVo>;

/** GET /app/fitness/history: the last 30 days (oldest first), the streaks and the totals. */
export const fitnessHistoryVo = z.object({
  days: z.array(fitnessDayVo),
  /** Days in a row with an entry, ending today (or yesterday when today has none yet). */
  currentStreak: z.number().int(),
  bestStreak: z.number().int(),
  totalSteps: z.number().int(),
  totalCoins: z.string(),
  entries: z.array(fitnessEntryVo),
});
export type FitnessHistoryVo = z.infer<typeof fitnessHistoryVo>;

/** GET /app/fitness/ranking: me and my friends by today's steps (those without an entry at 0). */
export const fitnessRankVo = z.object({
  rank: z.number().int(),
  userId: z.number().int(),
  nickName: z.string(),
  avatar: z.string(),
  steps: z.number().int(),
  me: z.boolean(),
});
export type FitnessRankVo = z.infer<typeof fitnessRankVo>;
export const fitnessRankingVo = z.object({ day: z.string(), rows: z.array(fitnessRankVo) });
export type FitnessRankingVo = z.infer<typeof fitnessRankingVo>;
