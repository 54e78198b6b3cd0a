import {
  findCategory,
  LISTING_CATEGORY_TREE,
  type ListingCategoryNode,
  type ListingVo,
  ServiceTag,
} from '@volna/contracts';

/** The phone shop's category: the tree's node carrying service tag 913 (phones). */
export const PHONES_CATEGORY = (() => {
  const walk = (nodes: readonly ListingCategoryNode[]): string | undefined => {
    for (const node of nodes) {
      if (node.serviceTag === ServiceTag.phone) return node.code;
      const below = walk(node.children ?? []);
      if (below) return below;
    }
    return undefined;
  };
  return walk(LISTING_CATEGORY_TREE) ?? 'phones';
})();

/** The path the form starts a phone listing with (goods / electronics / phones). */
export const PHONES_PATH = findCategory(PHONES_CATEGORY) ?? [];

/** Whether one of my listings is in the phone shop. */
export const isPhoneListing = (listing: ListingVo) => listing.categoryPath.includes(PHONES_CATEGORY);
