import {
  LISTING_CATEGORY_TREE,
  type Language,
  type ListingCategoryNode,
  type ListingCategoryVo,
  type ListingKind,
  type ListingVo,
} from '@volna/contracts';
import { plainAmount } from '../ledger/amounts.ts';
import type { ListingRow } from './listings.repository.ts';

export const presentListing = (
  row: ListingRow,
  extra: { ownerName: string; favourite: boolean },
): ListingVo => ({
  id: row.id,
  ownerId: row.ownerId,
  ownerName: extra.ownerName,
  kind: row.kind as ListingKind,
  categoryPath: [row.category1, row.category2, row.category3].filter((c): c is string => Boolean(c)),
  country: row.country,
  city: row.city,
  title: row.title,
  description: row.description,
  price: row.price === null ? null : plainAmount(row.price),
  currencyId: row.currencyId,
  photos: row.photos,
  body: row.body,
  state: row.state,
  revokeReason: row.revokeReason,
  deposit: row.depositHoldId && row.depositAmount ? plainAmount(row.depositAmount) : null,
  favourite: extra.favourite,
  favouriteCount: row.favouriteCount,
  createTime: row.createdAt.toISOString(),
  updateTime: row.updatedAt.toISOString(),
  shelvedTime: row.shelvedAt.toISOString(),
});

/** The category tree with each name in the caller's language. */
export function presentCategories(lang: Language): ListingCategoryVo[] {
  const node = (n: ListingCategoryNode, kind: ListingKind): ListingCategoryVo => ({
    code: n.code,
    name: n.names[lang],
    kind,
    serviceTag: n.serviceTag ?? null,
    children: (n.children ?? []).map((c) => node(c, kind)),
  });
  return LISTING_CATEGORY_TREE.map((root) => node(root, root.kind));
}
