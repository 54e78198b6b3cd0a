import type { BlindBoxProfileVo, BlindBoxPurchaseVo } from '@volna/contracts';
import { plainAmount } from '../ledger/amounts.ts';
import type { BlindBoxProfileRow, BlindBoxPurchaseRow } from './blind-box.repository.ts';

export const presentProfile = (row: BlindBoxProfileRow): BlindBoxProfileVo => ({
  userId: row.userId,
  nickName: row.nickName,
  age: row.age,
  height: row.height,
  weight: row.weight,
  location: row.location,
  goals: row.goals,
  brief: row.brief,
  media: row.media,
  audioUrl: row.audioUrl,
  audioSeconds: row.audioSeconds,
});

export const presentPurchase = (
  purchase: BlindBoxPurchaseRow,
  profile: BlindBoxProfileRow,
): BlindBoxPurchaseVo => ({
  id: purchase.id,
  profile: presentProfile(profile),
  price: plainAmount(purchase.price),
  createTime: purchase.createdAt.toISOString(),
});
