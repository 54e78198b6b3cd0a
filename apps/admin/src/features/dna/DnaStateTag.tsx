import { DnaOrderState } from '@volna/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const looks: Record<number, { name: string; color: string }> = {
  [DnaOrderState.pending]: { name: 'pending', color: 'gold' },
  [DnaOrderState.matching]: { name: 'matching', color: 'blue' },
  [DnaOrderState.matched]: { name: 'matched', color: 'green' },
  [DnaOrderState.cancelled]: { name: 'cancelled', color: 'default' },
};

/** i18n key (namespace dna) of an order's state. */
export const dnaStateKey = (state: number) => `state.${(looks[state] ?? looks[DnaOrderState.pending]!).name}`;

/** A DNA order's state (spec §4: not matched, in progress, matched; or cancelled). */
export function DnaStateTag({ state }: { state: number }) {
  const { t } = useTranslation('dna');
  const look = looks[state] ?? { name: 'pending', color: 'default' };
  return (
    <Tag color={look.color} data-testid="dna-state-tag">
      {t(`state.${look.name}`)}
    </Tag>
  );
}
