import { VipRequestState } from '@volna/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const looks: Record<number, { name: string; color: string }> = {
  [VipRequestState.submitted]: { name: 'submitted', color: 'gold' },
  [VipRequestState.contacted]: { name: 'contacted', color: 'blue' },
  [VipRequestState.picked]: { name: 'picked', color: 'green' },
  [VipRequestState.cancelled]: { name: 'cancelled', color: 'default' },
};

/** i18n key (namespace vipDating) of a request's state. */
export const vipStateKey = (state: number) =>
  `state.${(looks[state] ?? looks[VipRequestState.submitted]!).name}`;

/** A VIP request's state (spec §4: submitted, staff may contact, candidates picked; or cancelled). */
export function VipStateTag({ state }: { state: number }) {
  const { t } = useTranslation('vipDating');
  const look = looks[state] ?? { name: 'submitted', color: 'default' };
  return <Tag color={look.color}>{t(`state.${look.name}`)}</Tag>;
}
