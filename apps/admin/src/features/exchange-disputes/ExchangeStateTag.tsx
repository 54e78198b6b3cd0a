import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const orderColors: Record<number, string> = {
  1: 'gold',
  2: 'blue',
  3: 'cyan',
  4: 'purple',
  5: 'green',
  6: 'default',
};
const otcColors: Record<number, string> = {
  0: 'gold',
  2: 'blue',
  3: 'cyan',
  4: 'purple',
  5: 'green',
  6: 'default',
  7: 'default',
};

/** An exchange order's state (spec §4: 1–6) or an OTC desk order's (0–7), by its i18n name (namespace exchange). */
export function ExchangeStateTag({ state, otc, testId }: { state: number; otc?: boolean; testId?: string }) {
  const { t } = useTranslation('exchange');
  return (
    <Tag color={(otc ? otcColors : orderColors)[state] ?? 'default'} data-testid={testId}>
      {t(`${otc ? 'otcState' : 'state'}.${state}`)}
    </Tag>
  );
}
