import { z } from 'zod';
import { pageQuery, sortedBy } from './common.ts';
import { Gender } from './enums.ts';
import { shownAmount } from './shown-terms.ts';

// The paid-request kit's wire shapes (issue 33): a request paid per candidate (DNA matching, VIP dating) — the price
// held when it is made, candidates picked by staff (or the server), the delivered candidates' price captured at the
// end and the rest released. An area's own schemas spread these beside its own fields.

/** The total the user saw (count × price per candidate); a stale price is refused, never charged silently. */
export const shownPrice = shownAmount;

/** A person's sex in a request's form: male or female. */
export const requestSex = z.coerce
  .number()
  .int()
  .refine((v) => v === Gender.male || v === Gender.female, { error: 'badRequest' });

/** POST …/cancel and the staff steps: the request by its id. */
export const paidRequestIdBody = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** What every paid request shows of its money and state (spread into the area's Vo). */
export const paidRequestMoneyFields = {
  candidateCount: z.number().int(),
  pricePerCandidate: z.string(),
  price: z.string(),
  currencyId: z.number().int(),
  state: z.number().int(),
  /** What the user paid in the end (delivered × price) and what went back to him. */
  captured: z.string(),
  released: z.string(),
};

/** The staff queue of an area's requests: by state (one of `states`), sorted by id, price, state or time. */
export const paidRequestStaffListQuery = (states: Record<string, number>) =>
  pageQuery.extend({
    state: z.coerce
      .number()
      .int()
      .refine((v) => Object.values(states).includes(v), { error: 'badRequest' })
      .optional(),
    ...sortedBy('id', 'price', 'state', 'createTime'),
  });
