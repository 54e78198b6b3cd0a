import type { Session, TestWorld } from './world.ts';

// What the crash tests (SIGKILL of the real server mid-load, then a restart on the same data) share.

/** Wallet amounts carry at most 4 decimals: money is compared as integers of 1/10,000. */
const SCALE = 4;

export function units(amount: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,4}))?$/.exec(amount);
  if (!match) throw new Error(`not a wallet amount: ${amount}`);
  const [, sign, whole, fraction = ''] = match;
  const value = BigInt(whole ?? '0') * 10n ** BigInt(SCALE) + BigInt(fraction.padEnd(SCALE, '0'));
  return sign ? -value : value;
}

/** A small seeded generator, so a failing run's load can be told apart from another's by its seed. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Runs `work` over `items` with `width` at a time. */
export async function pool<T>(items: T[], width: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

/** The staff integrity check of the ledger (postings sum to zero, balances equal postings, nothing negative). */
export function ledgerCheck(world: TestWorld, staff: Session) {
  return world.call<{ ok: boolean; problems: { check: string; detail: string }[] }>(
    'GET',
    '/admin/api/ledger/check',
    undefined,
    staff,
  );
}
