import {
  displayName,
  FITNESS_CURRENCY_ID,
  FITNESS_COINS_PER_DAY_MAX,
  FITNESS_STEPS_MAX,
  FITNESS_STEPS_PER_COIN,
  type FitnessEntryBody,
  type FitnessEntryVo,
  type FitnessHistoryVo,
  type FitnessRankingVo,
  type FitnessTodayVo,
  fitnessCoinsFor,
  platformDayOf,
} from '@volna/contracts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import { plainAmount } from '../ledger/amounts.ts';
import type { UsersService } from '../users/users.service.ts';
import type { RewardsService } from '../wallet/rewards.service.ts';
import { fitnessRepository as repo } from './fitness.repository.ts';
import { presentEntry } from './fitness.presenter.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The reward's source event: the day's entry, so a day pays once whatever the retries. */
export const fitnessRewardEvent = (entryId: number) => `fitness:${entryId}`;

/**
 * Fitness (issue 15, spec §5 and §9). A day's entry and its reward are one transaction: the entry row (the unique
 * user+day index refuses a second one, also among concurrent posts) and rewards.credit from the rewards account with
 * the entry as the event. A refusal — bad input, a second entry, the rewards account short — stores nothing.
 */
export function createFitnessService(
  deps: AppDeps,
  others: { users: UsersService; rewards: RewardsService },
) {
  const { db } = deps.database;
  const { clock } = deps;
  const today = () => platformDayOf(clock.now());

  const service = {
    async today(userId: number): Promise<FitnessTodayVo> {
      const day = today();
      const entry = await repo.find(db, userId, day);
      return {
        day,
        entry: entry ? presentEntry(entry) : null,
        maxSteps: FITNESS_STEPS_MAX,
        stepsPerCoin: FITNESS_STEPS_PER_COIN,
        maxDailyCoins: FITNESS_COINS_PER_DAY_MAX,
        currencyId: FITNESS_CURRENCY_ID,
      };
    },

    /** The platform day `daysAgo` days before today, by the app's clock (the demo seed's past days). */
    dayBefore: (daysAgo: number) => platformDayOf(new Date(clock.now().getTime() - daysAgo * DAY_MS)),

    /** Today's entry (the route). */
    enter: (userId: number, body: FitnessEntryBody) => service.record(userId, today(), body),

    /** A day's entry and its reward; the route passes today, the demo seed earlier days. */
    async record(userId: number, day: string, body: FitnessEntryBody): Promise<FitnessEntryVo> {
      if (await repo.find(db, userId, day)) fail('fitnessAlreadyEntered');
      const coins = fitnessCoinsFor(body.steps);
      const row = await db.transaction(async (tx) => {
        const inserted =
          (await repo.insertOnce(tx, {
            userId,
            day,
            ...body,
            coins: String(coins),
            createdAt: clock.now(),
          })) ?? fail('fitnessAlreadyEntered');
        if (coins === 0) return inserted;
        const { txId } = await others.rewards.credit(
          userId,
          FITNESS_CURRENCY_ID,
          String(coins),
          'fitness',
          fitnessRewardEvent(inserted.id),
          tx,
        );
        await repo.setTx(tx, inserted.id, txId);
        return { ...inserted, txId };
      });
      return presentEntry(row);
    },

    async history(userId: number): Promise<FitnessHistoryVo> {
      const day = today();
      const [days, streaks, recent] = await Promise.all([
        repo.days(db, userId, day),
        repo.streaks(db, userId, day),
        repo.recent(db, userId),
      ]);
      return {
        days: days.map((d) => ({ ...d, coins: plainAmount(d.coins) })),
        currentStreak: streaks.current,
        bestStreak: streaks.best,
        totalSteps: streaks.total_steps,
        totalCoins: plainAmount(streaks.total_coins),
        entries: recent.map(presentEntry),
      };
    },

    async ranking(userId: number): Promise<FitnessRankingVo> {
      const day = today();
      const rows = await repo.ranking(db, userId, day);
      const people = await others.users.presentByIds(
        userId,
        rows.map((r) => r.user_id),
      );
      const byId = new Map(people.map((p) => [p.userId, p]));
      return {
        day,
        rows: rows.flatMap((r, i) => {
          const person = byId.get(r.user_id);
          if (!person) return [];
          return [
            {
              rank: i + 1,
              userId: r.user_id,
              nickName: displayName(person),
              avatar: person.avatar,
              steps: r.steps,
              me: r.user_id === userId,
            },
          ];
        }),
      };
    },
  };
  return service;
}

export type FitnessService = ReturnType<typeof createFitnessService>;
