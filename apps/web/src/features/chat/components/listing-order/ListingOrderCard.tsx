import { type ChatMessage, listingOrderCardContent } from '@volna/contracts';
import { ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/format/money.ts';
import { paths } from '../../../../shared/lib/paths.ts';
import { ChatCardFrame } from '../ChatCardFrame.tsx';

/**
 * An OL:ListingOrder bubble, one per step of a classifieds order (issue 14): what was bought, for how much, and what
 * this step did. Tapping it opens the order with its stepper and the viewer's next step.
 */
export function ListingOrderCard({ message }: { message: ChatMessage }) {
  const { t, i18n } = useTranslation();
  const parsed = listingOrderCardContent.safeParse(message.content);
  if (!parsed.success) return <span>{t('chat:preview.listingOrder')}</span>;
  const card = parsed.data;
  return (
    <ChatCardFrame
      to={`${paths.categoryOrderDetails}?id=${card.orderId}`}
      safe={card.secureDeal}
      icon={ShopbagOutline}
      amount={formatMoney(card.price, { locale: i18n.language, currency: card.currencyCode })}
      lines={[`${card.title} · ${t(`listings:card.${card.action}`)}`]}
      title={t(card.secureDeal ? 'listings:buy.secure' : 'listings:card.title')}
      open={t('listings:card.open')}
      data={{
        'data-testid': 'listing-order-card',
        'data-order-id': card.orderId,
        'data-action': card.action,
      }}
    />
  );
}
