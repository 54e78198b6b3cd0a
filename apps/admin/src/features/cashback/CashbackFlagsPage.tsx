import { CASHBACK_ROUTES, type CashbackFlagVo } from '@volna/contracts';
import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/ui/format.ts';
import { usePagedTable } from '../../shared/ui/usePagedTable.ts';
import { PartyCell } from '../users/UserLink.tsx';

/** Completed marketplace orders that paid no cashback because buyer and seller look like one person (issue 28). */
export function CashbackFlagsPage() {
  const { t } = useTranslation('cashback');
  const { tableProps } = usePagedTable<CashbackFlagVo>({
    queryKey: 'cashbackFlags',
    path: CASHBACK_ROUTES.flags,
  });
  return (
    <Card title={t('flags.title')}>
      <p>{t('flags.explain')}</p>
      <Table<CashbackFlagVo>
        {...tableProps}
        rowKey="orderId"
        data-testid="cashback-flags"
        columns={[
          { title: t('flags.order'), dataIndex: 'orderId', width: 90 },
          { title: t('flags.item'), dataIndex: 'title', ellipsis: true },
          {
            title: t('flags.buyer'),
            key: 'buyer',
            render: (_, row) => <PartyCell user={{ userId: row.buyerId, nickName: row.buyerName }} />,
          },
          {
            title: t('flags.seller'),
            key: 'seller',
            render: (_, row) => <PartyCell user={{ userId: row.sellerId, nickName: row.sellerName }} />,
          },
          { title: t('flags.price'), key: 'price', render: (_, row) => `${row.price} ${row.currencyCode}` },
          { title: t('flags.cashback'), key: 'cashback', render: (_, row) => `${row.cashback} VLN` },
          {
            title: t('flags.reasons'),
            key: 'reasons',
            render: (_, row) => row.reasons.map((reason) => <Tag key={reason}>{t(`reasons.${reason}`)}</Tag>),
          },
          { title: t('flags.completed'), dataIndex: 'completedAt', render: formatTime },
        ]}
      />
    </Card>
  );
}
