import { type ChatMessage, p2pCardContent } from '@volna/contracts';
import { BankcardOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/format/money.ts';
import { paths } from '../../../../shared/lib/paths.ts';
import { ChatCardFrame } from '../ChatCardFrame.tsx';

/**
 * An OL:P2POrder bubble, one per step of a P2P order: what is frozen and what is paid outside, and what this step
 * did ("recharge completed" at the end). Tapping it opens the order with its stepper and the viewer's next step.
 */
export function P2pOrderCard({ message }: { message: ChatMessage }) {
  const { t, i18n } = useTranslation();
  const parsed = p2pCardContent.safeParse(message.content);
  if (!parsed.success) return <span>{t('chat:preview.p2pOrder')}</span>;
  const card = parsed.data;
  const money = (amount: string, currency: string) =>
    formatMoney(amount, { locale: i18n.language, currency });
  return (
    <ChatCardFrame
      to={`${paths.p2pOrder}?id=${card.orderId}`}
      safe
      icon={BankcardOutline}
      amount={`${money(card.payAmount, card.payCurrencyCode)} → ${money(card.receiveAmount, card.receiveCurrencyCode)}`}
      lines={[t(`p2p:card.${card.event}`)]}
      title={t('p2p:card.title')}
      open={t('p2p:card.open')}
      data={{ 'data-testid': 'p2p-card', 'data-order-id': card.orderId, 'data-event': card.event }}
    />
  );
}
