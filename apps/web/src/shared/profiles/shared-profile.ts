import {
  type BlindBoxProfileVo,
  blindBoxProfileBody,
  type DatingProfileVo,
  type VipProfileVo,
  vipProfileBody,
} from '@volna/contracts';
import { api } from '../api/client.ts';

/**
 * The fields the dating, VIP and blind-box cards share (issue 30 item 9), as form text: each form starts from the
 * others when it has no card yet, and one save may carry them over to the others.
 */
export type SharedProfile = {
  nickName: string;
  age: string;
  height: string;
  weight: string;
  /** The dating and blind-box "location", the VIP "city". */
  place: string;
  brief: string;
};
export type ProfileKind = 'dating' | 'vip' | 'blindBox';
export type MyProfiles = {
  dating: DatingProfileVo | null;
  vip: VipProfileVo | null;
  blindBox: BlindBoxProfileVo | null;
};

const shared = (p: {
  nickName: string;
  age: number;
  height: number;
  weight: number;
  brief: string;
}): Omit<SharedProfile, 'place'> => ({
  nickName: p.nickName,
  age: String(p.age),
  height: String(p.height),
  weight: String(p.weight),
  brief: p.brief,
});

/** A card's shared fields, or null without a card. */
export function sharedOf(profiles: MyProfiles, kind: ProfileKind): SharedProfile | null {
  if (kind === 'dating')
    return profiles.dating && { ...shared(profiles.dating), place: profiles.dating.location };
  if (kind === 'vip') return profiles.vip && { ...shared(profiles.vip), place: profiles.vip.city };
  return profiles.blindBox && { ...shared(profiles.blindBox), place: profiles.blindBox.location };
}

/** What a new card starts from: the first other card there is (dating, then VIP, then blind box). */
export function prefillFor(profiles: MyProfiles, kind: ProfileKind): SharedProfile | null {
  for (const other of ['dating', 'vip', 'blindBox'] as const)
    if (other !== kind) {
      const found = sharedOf(profiles, other);
      if (found) return found;
    }
  return null;
}

const absent = (error: unknown) => {
  const status = (error as { code?: number; status?: number }).code;
  return typeof status === 'number' && status !== 200;
};

/** My three cards (each null while I have none); a card that cannot be read counts as none for prefilling. */
export async function fetchMyProfiles(): Promise<MyProfiles> {
  const [dating, vip, blindBox] = await Promise.all([
    api.get<DatingProfileVo | null>('/app/jy/userPersonals/user', { silent: true }).catch((e) => {
      if (absent(e)) return null;
      throw e;
    }),
    api.get<VipProfileVo | null>('/app/vip/profile', { silent: true }).catch(() => null),
    api.get<BlindBoxProfileVo | null>('/app/blindBox/profile', { silent: true }).catch(() => null),
  ]);
  return { dating, vip, blindBox };
}

const differs = (a: SharedProfile, b: SharedProfile) =>
  (Object.keys(a) as (keyof SharedProfile)[]).some((key) => a[key].trim() !== b[key].trim());

/**
 * The other cards a save (of any of the three) may carry the shared fields to: the VIP and blind-box cards that exist,
 * differ, and accept the new values under their own rules (the blind box takes ages 18–36 only). The dating card is
 * never written from here: it is edited on its page, with its album and tags.
 */
export function updatableOthers(profiles: MyProfiles, kind: ProfileKind, next: SharedProfile) {
  const updates: { kind: ProfileKind; save: () => Promise<unknown> }[] = [];
  const vip = profiles.vip;
  if (kind !== 'vip' && vip && differs(sharedOf(profiles, 'vip')!, next)) {
    const body = vipProfileBody.safeParse({ ...vip, ...next, city: next.place });
    if (body.success) updates.push({ kind: 'vip', save: () => api.put('/app/vip/profile', body.data) });
  }
  const box = profiles.blindBox;
  if (kind !== 'blindBox' && box && differs(sharedOf(profiles, 'blindBox')!, next)) {
    const body = blindBoxProfileBody.safeParse({
      ...box,
      ...next,
      location: next.place,
      audioUrl: box.audioUrl || undefined,
      audioSeconds: box.audioSeconds ?? undefined,
    });
    if (body.success)
      updates.push({ kind: 'blindBox', save: () => api.put('/app/blindBox/profile', body.data) });
  }
  return updates;
}
