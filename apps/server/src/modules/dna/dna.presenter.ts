import type { DnaCandidateVo, DnaOrderVo, DnaPlan } from '@volna/contracts';
import { presentPaidRequestMoney } from '../paid-requests/paid-request.ts';
import type { DnaOrderRow } from './dna.repository.ts';

/** A candidate as others see him: from his own order, never its phone or report. */
export const presentCandidate = (order: DnaOrderRow, avatar: string): DnaCandidateVo => ({
  userId: order.userId,
  name: order.name,
  avatar,
  sex: order.sex,
  age: order.age,
  region: order.region,
});

export const presentOrder = (row: DnaOrderRow, candidates: DnaCandidateVo[]): DnaOrderVo => ({
  id: row.id,
  userId: row.userId,
  sex: row.sex,
  region: row.region,
  age: row.age,
  requirements: row.requirements,
  attachmentUrl: row.attachmentUrl,
  attachmentName: row.attachmentName,
  name: row.name,
  areaCode: row.areaCode,
  phone: row.phone,
  plan: row.plan as DnaPlan,
  agreeToBeCandidate: row.agreeToBeCandidate,
  ...presentPaidRequestMoney(row),
  candidates,
  createTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
});
