import type { AccountVo, AdminUserDetailVo } from '@volna/contracts';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';

/** One row per visible currency, as the user's wallet shows them (spendable and frozen). */
export function UserBalances({ user }: { user: AdminUserDetailVo }) {
  const { t } = useTranslation('users');
  return (
    <Table<AccountVo>
      rowKey="currencyId"
      size="small"
      pagination={false}
      dataSource={user.accounts}
      columns={[
        {
          title: t('balances.currency'),
          key: 'code',
          render: (_, row) => `${row.currencyCode} ${row.symbol}`,
        },
        { title: t('balances.balance'), dataIndex: 'balance', align: 'right' },
        { title: t('balances.frozen'), dataIndex: 'frozenAmount', align: 'right' },
      ]}
    />
  );
}
