import { ListingOrderState } from '@volna/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const looks: Record<number, { name: string; color: string }> = {
  [ListingOrderState.unpaid]: { name: 'unpaid', color: 'gold' },
  [ListingOrderState.paid]: { name: 'paid', color: 'blue' },
  [ListingOrderState.shipped]: { name: 'shipped', color: 'cyan' },
  [ListingOrderState.completed]: { name: 'completed', color: 'green' },
  [ListingOrderState.cancelled]: { name: 'cancelled', color: 'default' },
  [ListingOrderState.appeal]: { name: 'appeal', color: 'red' },
};

/** i18n key (namespace listingOrders) of an order's state (spec §4 classifieds order). */
export const listingOrderStateKey = (state: number) => `state.${looks[state]?.name ?? 'unpaid'}`;

export function ListingOrderStateTag({ state, testId }: { state: number; testId?: string }) {
  const { t } = useTranslation('listingOrders');
  const look = looks[state] ?? { name: 'unpaid', color: 'default' };
  return (
    <Tag color={look.color} data-testid={testId}>
      {t(`state.${look.name}`)}
    </Tag>
  );
}
