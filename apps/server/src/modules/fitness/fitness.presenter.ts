import type { FitnessEntryVo } from '@volna/contracts';
import { plainAmount } from '../ledger/amounts.ts';
import type { FitnessEntryRow } from './fitness.repository.ts';

export const presentEntry = (row: FitnessEntryRow): FitnessEntryVo => ({
  id: row.id,
  day: row.day,
  steps: row.steps,
  content: row.content,
  region: row.region,
  source: row.source,
  coins: plainAmount(row.coins),
  createdTime: row.createdAt.toISOString(),
});
