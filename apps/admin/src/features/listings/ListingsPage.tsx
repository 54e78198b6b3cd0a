import type { ListingVo } from '@volna/contracts';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../shared/i18n.ts';
import { StateQueue } from '../../shared/orders/StateQueue.tsx';
import { formatTime } from '../../shared/ui/format.ts';
import { ListingDrawer } from './ListingDrawer.tsx';
import { kindName, listingLooks, ListingStateTag } from './ListingStateTag.tsx';

/** Classifieds and board listings (issue 14): newest first, by state; a row opens the listing to revoke it. */
export function ListingsPage() {
  const { t } = useTranslation('listings');
  const lang = currentLanguage();
  return (
    <StateQueue<ListingVo>
      ns="listings"
      queryKey="listings"
      path="/admin/api/listings"
      looks={listingLooks}
      testIdPrefix="listing"
      columns={(table) => [
        { title: t('columns.id'), dataIndex: 'id', ...table.sortable('id'), width: 80 },
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
        {
          title: t('columns.state'),
          dataIndex: 'state',
          render: (state: number) => <ListingStateTag state={state} />,
        },
        {
          title: t('columns.created'),
          dataIndex: 'createTime',
          ...table.sortable('createTime'),
          render: formatTime,
        },
      ]}
      drawer={(_id, open, close) => <ListingDrawer listing={open} onClose={close} />}
    />
  );
}
