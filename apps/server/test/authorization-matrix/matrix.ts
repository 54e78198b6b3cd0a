import { ResultCode } from '@volna/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../harness.ts';
import type { Fixtures, Person } from './fixtures.ts';

// The vocabulary of the authorization matrix: roles, expected outcomes, rows and the presets most rows share.

/** guest: no token; stranger: S, no tie to A or G; member: M (G's ordinary member, or the other party of A's object);
 * owner: A (the object's owner, or the caller himself); staff: a platform administrator. */
export const ROLES = ['guest', 'stranger', 'member', 'owner', 'staff'] as const;
export type Role = (typeof ROLES)[number];
/** agent: customer service (issue 11). Asked only where a row names it: the staff console's routes. */
export const CELL_ROLES = [...ROLES, 'agent'] as const;
export type CellRole = (typeof CELL_ROLES)[number];
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type Outcome =
  /** 2xx, and a success envelope when the answer is one. */
  | { kind: 'ok' }
  /** ok, or one of these refusals, which are about the state of things and not about who asks. */
  | { kind: 'business'; codes: number[]; why: string }
  /** 401 (401 / 4002 / 4003); with `codes`, also a refusal with one of them that comes before the login is read. */
  | { kind: 'unauth'; codes?: number[]; why?: string }
  /** A 4xx other than 401 whose envelope code is one of these (403, the domain's not-yours codes, 404). */
  | { kind: 'denied'; codes: number[] }
  /** ok with nothing beyond a public preview (checked by the row's verify), or one of these denials. */
  | { kind: 'preview'; codes: number[] }
  | { kind: 'na'; why: string };

export const ok: Outcome = { kind: 'ok' };
export const unauth: Outcome = { kind: 'unauth' };
export const unauthOr = (why: string, ...codes: number[]): Outcome => ({ kind: 'unauth', codes, why });
export const denied = (...codes: number[]): Outcome => ({ kind: 'denied', codes });
export const business = (why: string, ...codes: number[]): Outcome => ({ kind: 'business', codes, why });
export const preview = (...codes: number[]): Outcome => ({ kind: 'preview', codes });
export const na = (why: string): Outcome => ({ kind: 'na', why });

export type Cell = {
  t: TestApp;
  f: Fixtures;
  role: CellRole;
  /** Who acts: the role's person (for the guest, S, whose token is not sent). */
  me: Person;
  /** What the request builder made for the verify step (e.g. a message sent before a join). */
  scratch: Record<string, unknown>;
};

export type Request = {
  /** The path with its ids filled in. */
  url: string;
  query?: Record<string, string | number>;
  body?: unknown;
  /** A raw body (multipart) instead of `body`. */
  payload?: Buffer;
  headers?: Record<string, string>;
  /** Sent instead of the role's own token (a fresh session, or another member acting as the role). */
  token?: string;
  ip?: string;
};

export type Row = {
  method: Method;
  /** As registered, e.g. '/app/group/:id'. */
  path: string;
  /** What the row tries, when the route has more than one row or the request is not obvious. */
  scenario?: string;
  request: (c: Cell) => Request | Promise<Request>;
  expect: Record<Role, Outcome> & { agent?: Outcome };
  /** Cells whose expectation is the behaviour issue 17 demands, not today's: they fail until that fix lands. */
  fixed?: Partial<Record<CellRole, string>>;
  /** Checks of a successful answer's content (what the role must not see). */
  verify?: Partial<Record<CellRole, (body: any, c: Cell) => void | Promise<void>>>;
  /** Restores what the cell used up (e.g. the session a logout ended). */
  after?: (c: Cell) => Promise<void>;
  /** 'ws': the realtime socket, opened with the role's messaging token. */
  transport?: 'ws';
};

const NOT_SHARED = na('the route acts on the caller’s own things; no group or shared object is involved');

/** A signed-in user acts on his own things: every signed-in role may, a guest may not. */
export const own = (over: Partial<Record<Role, Outcome>> = {}): Record<Role, Outcome> => ({
  guest: unauth,
  stranger: ok,
  member: NOT_SHARED,
  owner: ok,
  staff: ok,
  ...over,
});

/**
 * An object only its parties see: a guest must sign in, a stranger and staff (acting as users) are told it is not
 * there (`hidden`: notFound, or the group's notInGroup); the owner and the other party get `owner` and `member`.
 */
export const parties = (
  owner: Outcome,
  member: Outcome,
  hidden: number = ResultCode.notFound,
): Record<Role, Outcome> => ({
  guest: unauth,
  stranger: denied(hidden),
  member,
  owner,
  staff: denied(hidden),
});

/** A row for a route on the caller's own things at a fixed address (no ids to fill in): every signed-in role may. */
export const ownRow = (method: Method, path: string, extra?: () => Omit<Request, 'url'>): Row => ({
  method,
  path,
  request: () => ({ url: path, ...extra?.() }),
  expect: own(),
});

/** A public route: the token, if any, is not read. */
export const open = (over: Partial<Record<Role, Outcome>> = {}): Record<Role, Outcome> => ({
  guest: ok,
  stranger: ok,
  member: na('public route: a member is just another caller'),
  owner: ok,
  staff: ok,
  ...over,
});

/**
 * A staff endpoint: users, even the owner of the object, get 403; a platform administrator may; customer service
 * (agent) gets 403 unless the route is for all staff (`agent: ok`).
 */
export const staffOnly = (
  member: Outcome = na('no group or shared object'),
  agent: Outcome = denied(403),
): Record<Role, Outcome> & { agent: Outcome } => ({
  guest: unauth,
  stranger: denied(403),
  member,
  owner: denied(403),
  staff: ok,
  agent,
});

/** An answer as the matrix reads it: the HTTP status and the envelope (undefined for a file). */
export type Answer = { status: number; body: any };

/** Checks one answer against its expected outcome; `verify` runs on a successful answer. */
export async function judge(outcome: Outcome, answer: Answer, verify?: () => void | Promise<void>) {
  const { status, body } = answer;
  const seen = `HTTP ${status} ${JSON.stringify(body)?.slice(0, 400)}`;
  const succeeded = status >= 200 && status < 300 && (body === undefined || body.success === true);
  const refusedWith = (codes: number[]) =>
    status >= 400 && status < 500 && status !== 401 && codes.includes(body?.code);
  switch (outcome.kind) {
    case 'ok':
      expect(succeeded, `expected success, got ${seen}`).toBe(true);
      break;
    case 'business':
      expect(
        succeeded || refusedWith(outcome.codes),
        `expected success or ${outcome.codes}, got ${seen}`,
      ).toBe(true);
      break;
    case 'unauth':
      expect(status === 401 || refusedWith(outcome.codes ?? []), `expected 401, got ${seen}`).toBe(true);
      break;
    case 'denied':
      expect(refusedWith(outcome.codes), `expected a refusal with ${outcome.codes}, got ${seen}`).toBe(true);
      break;
    case 'preview':
      expect(
        succeeded || refusedWith(outcome.codes),
        `expected a preview or ${outcome.codes}, got ${seen}`,
      ).toBe(true);
      break;
    case 'na':
      throw new Error('an n/a cell is never run');
  }
  if (succeeded) await verify?.();
}
