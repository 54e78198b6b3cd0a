import { useQuery } from '@tanstack/react-query';
import type { ExchangeAddressVo, ExchangeOrderVo } from '@volna/contracts';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';
import { formatMoney, formatRate } from '../../../shared/format/money.ts';
import styles from '../../../shared/payments/trade.module.css';

const isPicture = (url: string) => /\.(png|jpe?g|gif|webp)(\?|$)/i.test(url);

/** The deal's figures, the seller's receiving account (OTC), the buyer's paying account and both certificates. */
export function ExchangeOrderDetails({ order }: { order: ExchangeOrderVo }) {
  const { t, i18n } = useTranslation();
  const money = (amount: string, currency: string) =>
    formatMoney(amount, { locale: i18n.language, currency });
  const address = useQuery({
    queryKey: ['wallet', 'exchange', 'address', order.addressId],
    queryFn: () =>
      api.get<ExchangeAddressVo>(`/app/trade/exchangeAddress/${order.addressId}`, { silent: true }),
    enabled: order.addressId !== null && order.role !== 'staff',
  });
  const rows: [string, React.ReactNode][] = [
    [
      t('exchange:detail.state'),
      <span key="state" data-testid="exchange-order-state">
        {t(`exchange:state.${order.state}`)}
      </span>,
    ],
    [t('exchange:detail.type'), t(`exchange:type.${order.type}`)],
    [t('exchange:detail.sells'), money(order.payAmount, order.payCurrencyCode)],
    [t('exchange:detail.wants'), money(order.receiveAmount, order.receiveCurrencyCode)],
    [
      t('exchange:detail.rate'),
      `1 ${order.payCurrencyCode} = ${formatRate(order.rate, i18n.language)} ${order.receiveCurrencyCode}`,
    ],
    [t('exchange:detail.seller'), order.sellerName],
    [t('exchange:detail.buyer'), order.buyerName],
  ];
  if (address.data)
    rows.push([
      t('exchange:detail.address'),
      `${new Intl.DisplayNames([i18n.language], { type: 'region' }).of(address.data.country) ?? address.data.country} · ${address.data.bankName} · ${address.data.accountNumber} · ${address.data.holderName}`,
    ]);
  if (order.senderAccount)
    rows.push([
      t('exchange:detail.sender'),
      [order.senderName, order.senderAccount, order.senderBank].join(' · '),
    ]);
  if (order.disputeKind)
    rows.push([
      t('exchange:detail.dispute'),
      `${t(`exchange:dispute.${order.disputeKind}`)}: ${order.disputeReason}`,
    ]);
  return (
    <section className={styles.card}>
      <dl className={styles.figures}>
        {rows.map(([label, value]) => (
          <div className={styles.figure} key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {order.certificateAUrl &&
        (isPicture(order.certificateAUrl) ? (
          <img className={styles.proofImage} src={order.certificateAUrl} alt={t('exchange:detail.voucher')} />
        ) : (
          <a href={order.certificateAUrl} target="_blank" rel="noreferrer">
            {t('exchange:detail.voucher')}
          </a>
        ))}
    </section>
  );
}
