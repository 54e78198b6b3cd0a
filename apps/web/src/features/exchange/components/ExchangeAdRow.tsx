import { formatRate } from '../../../shared/format/money.ts';
import type { ExchangeAdVo } from '@volna/contracts';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { TradeRow } from '../../../shared/trade/TradeHome.tsx';

/** One ad in the list: what is sold, for what, at which rate, by whom; my own ads carry their status. */
export function ExchangeAdRow({ ad, onOpen }: { ad: ExchangeAdVo; onOpen: (ad: ExchangeAdVo) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <TradeRow
      onOpen={() => onOpen(ad)}
      amounts={ad}
      meta={t('exchange:row.meta', {
        type: t(`exchange:type.${ad.type}`),
        rate: formatRate(ad.rate, i18n.language),
        name: ad.sellerName,
      })}
      tag={ad.mine ? <Tag color="primary">{t(`exchange:status.${ad.status}`)}</Tag> : undefined}
      data={{ 'data-testid': 'exchange-row', 'data-ad-id': ad.id }}
    />
  );
}
