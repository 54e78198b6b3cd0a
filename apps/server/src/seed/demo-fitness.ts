import { FitnessSource } from '@volna/contracts';
import { AppError } from '../http/errors.ts';
import type { Services } from '../services.ts';

/** A week of walks per demo user (steps by days ago; 0 = today is left for the user to enter). */
const WEEKS: readonly (readonly number[])[] = [
  [0, 8_420, 11_305, 6_870, 0, 9_150, 12_640, 4_210],
  [0, 3_120, 5_480, 0, 7_900, 2_650, 6_010, 0],
  [0, 15_200, 13_780, 10_450, 9_870, 14_020, 0, 8_330],
  [0, 0, 4_450, 5_060, 3_980, 0, 2_870, 6_540],
];
const WALKS = [
  { content: 'Morning walk in the park', region: 'Moscow' },
  { content: 'Walked to work and back', region: 'Saint Petersburg' },
  { content: 'Evening run by the river', region: 'Kazan' },
  { content: '公园散步', region: '哈尔滨' },
];

/**
 * The demo users' last week of steps (issue 15), each day paid through the rewards account as a real entry would be,
 * so the fitness chart, the streaks and the friends' ranking have something to show. Today is left open. Days already
 * recorded are skipped, so a restart adds nothing.
 */
export async function seedDemoFitness(services: Services, memberIds: number[]) {
  let added = 0;
  for (const [i, userId] of memberIds.entries()) {
    const week = WEEKS[i % WEEKS.length]!;
    const walk = WALKS[i % WALKS.length]!;
    for (const [daysAgo, steps] of week.entries()) {
      if (daysAgo === 0 || steps === 0) continue;
      const day = services.fitness.dayBefore(daysAgo);
      try {
        await services.fitness.record(userId, day, { ...walk, steps, source: FitnessSource.manual });
        added++;
      } catch (error) {
        if (error instanceof AppError && error.codeName === 'fitnessAlreadyEntered') continue;
        throw error;
      }
    }
  }
  return added;
}
