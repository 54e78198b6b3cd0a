import { LISTING_CATEGORY_TREE, type Language, ListingState } from '@volna/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const looks: Record<number, { name: string; color: string }> = {
  [ListingState.onShelf]: { name: 'onShelf', color: 'green' },
  [ListingState.removed]: { name: 'removed', color: 'default' },
  [ListingState.revoked]: { name: 'revoked', color: 'red' },
};

/** i18n key (namespace listings) of a listing's state. */
export const listingStateKey = (state: number) =>
  `state.${(looks[state] ?? looks[ListingState.onShelf]!).name}`;

/** A kind's name: its category root's name in the console's language (the contracts hold all four). */
export const kindName = (kind: string, lang: Language) =>
  LISTING_CATEGORY_TREE.find((root) => root.kind === kind)?.names[lang] ?? kind;

/** A listing's state (spec §4: on shelf / removed / revoked). */
export function ListingStateTag({ state }: { state: number }) {
  const { t } = useTranslation('listings');
  const look = looks[state] ?? { name: 'onShelf', color: 'default' };
  return <Tag color={look.color}>{t(`state.${look.name}`)}</Tag>;
}
