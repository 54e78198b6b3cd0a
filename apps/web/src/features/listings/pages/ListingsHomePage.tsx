import { LISTING_KINDS, type ListingKind } from '@volna/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { MarketList } from '../components/MarketList.tsx';

const boardOf = (value: string | null) =>
  (LISTING_KINDS as readonly string[]).includes(value ?? '') ? (value as ListingKind) : undefined;

/**
 * pagesCategory home: the classifieds market; with `board=<kind>` one board (paid tasks, job postings, information,
 * remittance notices) — the same list narrowed to its kind, with its own title and publish button.
 */
export default function ListingsHomePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const board = boardOf(params.get('board'));
  return (
    <MarketList
      key={board ?? 'market'}
      title={board ? t(`listings:board.${board}`) : t('listings:home.title')}
      fixed={board ? { kind: board } : {}}
      publishKind={board}
      backTo={paths.servicesHub}
    />
  );
}
