import type { VipCandidateVo, VipProfileVo, VipRequestVo } from '@volna/contracts';
import { presentPaidRequestMoney } from '../paid-requests/paid-request.ts';
import type { DatingMatch } from '../dating/dating-directory.ts';
import type { VipCandidateRow, VipProfileRow, VipRequestRow } from './vip-dating.repository.ts';

export const presentVipProfile = (row: VipProfileRow, avatar: string): VipProfileVo => ({
  userId: row.userId,
  nickName: row.nickName,
  sex: row.sex,
  age: row.age,
  city: row.city,
  height: row.height,
  weight: row.weight,
  brief: row.brief,
  avatar,
});

export const presentCandidate = (row: VipCandidateRow, profile: DatingMatch): VipCandidateVo => ({
  userId: row.candidateUserId,
  nickName: profile.nickName,
  avatar: profile.avatar,
  sex: profile.gender,
  age: profile.age,
  city: profile.location,
  brief: profile.brief,
  source: row.source === 'staff' ? 'staff' : 'server',
  picked: row.picked,
});

export const presentRequest = (row: VipRequestRow, candidates: VipCandidateVo[]): VipRequestVo => ({
  id: row.id,
  userId: row.userId,
  sex: row.sex,
  ageFrom: row.ageFrom,
  ageTo: row.ageTo,
  city: row.city,
  extraWishes: row.extraWishes,
  ...presentPaidRequestMoney(row),
  contactGroupId: row.contactGroupId,
  candidates,
  createTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
});
