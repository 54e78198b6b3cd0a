import { type DnaOrderAction, DnaOrderState, dnaTransition } from '@volna/contracts';
import { toDecimal } from '../../../shared/format/money.ts';

const stateNames: Record<number, string> = {
  [DnaOrderState.pending]: 'pending',
  [DnaOrderState.matching]: 'matching',
  [DnaOrderState.matched]: 'matched',
  [DnaOrderState.cancelled]: 'cancelled',
};

/** i18n key of an order's state (spec §4: not matched, in progress, matched; or cancelled). */
export const orderStateKey = (state: number) => `dna:state.${stateNames[state] ?? 'pending'}`;

/** Whether the user may take `action` now: the buttons follow the contracts' transition table. */
export const userMay = (state: number, action: DnaOrderAction) =>
  dnaTransition(state, action, 'user') !== undefined;

/** count × price per candidate, exactly (decimal arithmetic), as the server computes it. */
export const totalPrice = (pricePerCandidate: string, count: number) =>
  toDecimal(pricePerCandidate).times(count).toFixed();

/** The first issue's field of each invalid field, from the contracts' own schema: the form checks what the server will. */
export const invalidFields = (issues: { path: PropertyKey[] }[] | undefined) =>
  new Set((issues ?? []).map((issue) => String(issue.path[0] ?? '')));
