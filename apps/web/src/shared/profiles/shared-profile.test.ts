import type { BlindBoxProfileVo, DatingProfileVo, VipProfileVo } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { type MyProfiles, prefillFor, updatableOthers } from './shared-profile.ts';

const vip = {
  userId: 1,
  nickName: 'Anna',
  sex: 2,
  age: 30,
  city: 'Kazan',
  height: 170,
  weight: 58,
  brief: 'Hi',
  avatar: '',
} as unknown as VipProfileVo;
const box = {
  userId: 1,
  nickName: 'Anna',
  age: 30,
  height: 170,
  weight: 58,
  location: 'Kazan',
  goals: 'Walks',
  brief: 'Hi',
  media: ['/files/a.png'],
  audioUrl: '',
  audioSeconds: null,
} as unknown as BlindBoxProfileVo;
const dating = { nickName: 'Anya', age: 29, height: 171, weight: 57, location: 'Sochi', brief: 'Hey' };

describe('the cards’ shared fields (issue 30 item 9)', () => {
  it('a new card starts from the dating card first, then VIP, then the blind box', () => {
    const all: MyProfiles = { dating: dating as unknown as DatingProfileVo, vip, blindBox: null };
    expect(prefillFor(all, 'blindBox')).toMatchObject({ nickName: 'Anya', age: '29', place: 'Sochi' });
    expect(prefillFor({ ...all, dating: null }, 'blindBox')).toMatchObject({
      nickName: 'Anna',
      place: 'Kazan',
    });
    expect(prefillFor({ dating: null, vip: null, blindBox: null }, 'vip')).toBeNull();
    // A first dating card starts from the VIP card, else the blind-box card.
    expect(prefillFor({ dating: null, vip, blindBox: box }, 'dating')).toMatchObject({ place: 'Kazan' });
    expect(prefillFor({ dating: null, vip: null, blindBox: box }, 'dating')).toMatchObject({
      nickName: 'Anna',
      age: '30',
    });
  });

  it('offers to update only the other cards that differ and accept the values', () => {
    const mine: MyProfiles = { dating: null, vip, blindBox: box };
    const same = { nickName: 'Anna', age: '30', height: '170', weight: '58', place: 'Kazan', brief: 'Hi' };
    expect(updatableOthers(mine, 'vip', same)).toEqual([]);
    expect(updatableOthers(mine, 'vip', { ...same, place: 'Moscow' }).map((u) => u.kind)).toEqual([
      'blindBox',
    ]);
    // The blind box takes ages 18–36 only: a VIP age of 40 is not carried there.
    expect(updatableOthers(mine, 'vip', { ...same, age: '40' })).toEqual([]);
    expect(updatableOthers(mine, 'blindBox', { ...same, brief: 'New' }).map((u) => u.kind)).toEqual(['vip']);
    // A dating save may carry its fields to both other cards, never to itself.
    const withDating: MyProfiles = { ...mine, dating: dating as unknown as DatingProfileVo };
    expect(updatableOthers(withDating, 'dating', { ...same, place: 'Moscow' }).map((u) => u.kind)).toEqual([
      'vip',
      'blindBox',
    ]);
  });
});
