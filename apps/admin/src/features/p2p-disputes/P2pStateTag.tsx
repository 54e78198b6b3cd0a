import { P2pOrderState } from '@volna/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const looks: Record<number, { name: string; color: string }> = {
  [P2pOrderState.selling]: { name: 'selling', color: 'gold' },
  [P2pOrderState.pendingPayment]: { name: 'pendingPayment', color: 'blue' },
  [P2pOrderState.alreadyPaid]: { name: 'alreadyPaid', color: 'cyan' },
  [P2pOrderState.complete]: { name: 'complete', color: 'green' },
  [P2pOrderState.complaint]: { name: 'complaint', color: 'red' },
  [P2pOrderState.cancelled]: { name: 'cancelled', color: 'default' },
};

/** i18n key (namespace p2p) of an order's state (spec §4 trade order codes). */
export const p2pStateKey = (state: number) => `state.${looks[state]?.name ?? 'selling'}`;

export function P2pStateTag({ state, testId }: { state: number; testId?: string }) {
  const { t } = useTranslation('p2p');
  const look = looks[state] ?? { name: 'selling', color: 'default' };
  return (
    <Tag color={look.color} data-testid={testId}>
      {t(`state.${look.name}`)}
    </Tag>
  );
}
