import type { ListingVo } from '@volna/contracts';
import { currentLanguage } from '../../shared/i18n.ts';
import { StateQueue } from '../../shared/orders/StateQueue.tsx';
import { ListingDrawer } from './ListingDrawer.tsx';
import { kindName, listingLooks } from './ListingStateTag.tsx';

/** Classifieds and board listings (issue 14): newest first, by state; a row opens the listing to revoke it. */
export function ListingsPage() {
  const lang = currentLanguage();
  return (
    <StateQueue<ListingVo>
      queryKey="listings"
      path="/admin/api/listings"
      looks={listingLooks}
      testIdPrefix="listing"
      columns={({ t, table, ...col }) => [
        col.id(true),
        { title: t('columns.title'), dataIndex: 'title' },
        { title: t('columns.kind'), dataIndex: 'kind', render: (kind: string) => kindName(kind, lang) },
        {
          title: t('columns.owner'),
          dataIndex: 'ownerName',
          render: (name: string, row) => `${name} (#${row.ownerId})`,
        },
        { title: t('columns.city'), dataIndex: 'city' },
        {
          title: t('columns.price'),
          dataIndex: 'price',
          ...table.sortable('price'),
          render: (price: string | null) => price ?? t('negotiable'),
        },
        col.state(),
        col.created(),
      ]}
      drawer={(_id, open, close) => <ListingDrawer listing={open} onClose={close} />}
    />
  );
}
