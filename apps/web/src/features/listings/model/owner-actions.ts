import { LISTING_TRANSITIONS, type ListingAction, type ListingStateValue } from '@volna/contracts';

/** The owner's buttons on a listing in `state`: exactly the owner's actions of contracts' LISTING_TRANSITIONS. */
export function ownerActions(state: number): ListingAction[] {
  const row = LISTING_TRANSITIONS[state as ListingStateValue] ?? {};
  return (Object.keys(row) as ListingAction[]).filter((action) => row[action]?.by === 'owner');
}
