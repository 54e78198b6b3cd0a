import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ListingVo } from '@volna/contracts';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { ListingCard } from './ListingCard.tsx';
import { PagedList } from './PagedList.tsx';

type Props = {
  list: UseInfiniteQueryResult<InfiniteData<{ rows: ListingVo[]; total: number }>>;
  empty: { title: string; hint: string; action?: ReactNode };
  showState?: boolean;
  keep?: (listing: ListingVo) => boolean;
};

/** A list of listings; a card opens its listing's page. */
export function ListingList({ list, empty, showState = false, keep }: Props) {
  const navigate = useNavigate();
  const open = (listing: ListingVo) => navigate(`${paths.categoryDetails}?id=${listing.id}`);
  return (
    <PagedList
      list={list}
      empty={empty}
      keep={keep}
      keyOf={(listing) => listing.id}
      render={(listing) => <ListingCard listing={listing} onOpen={open} showState={showState} />}
    />
  );
}
