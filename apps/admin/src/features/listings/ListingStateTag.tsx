import { LISTING_CATEGORY_TREE, type Language, ListingState } from '@volna/contracts';
import { stateLooks } from '../../shared/orders/stateTag.tsx';

/** A listing's state (spec §4: on shelf / removed / revoked), namespace listings. */
export const listingLooks = stateLooks('listings', {
  [ListingState.onShelf]: { name: 'onShelf', color: 'green' },
  [ListingState.removed]: { name: 'removed', color: 'default' },
  [ListingState.revoked]: { name: 'revoked', color: 'red' },
});
export const { stateKey: listingStateKey, StateTag: ListingStateTag } = listingLooks;

/** A kind's name: its category root's name in the console's language (the contracts hold all four). */
export const kindName = (kind: string, lang: Language) =>
  LISTING_CATEGORY_TREE.find((root) => root.kind === kind)?.names[lang] ?? kind;
