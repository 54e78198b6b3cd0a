import { LISTING_ORDER_OBJECT_NAME, LISTING_ORDER_STAFF_DECISIONS } from '@volna/contracts';
import { type ListingOrderStaffDecision, StaffRole } from '@volna/contracts';
import { Descriptions, Image, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DecisionLook, OrderCaseDrawer, partyNamer } from '../../shared/orders/OrderCaseDrawer.tsx';
import { useOrderCase } from '../../shared/orders/OrderCaseDrawer.tsx';
import { formatTime } from '../../shared/ui/format.ts';
import { AuditTrail } from '../audit/AuditTrail.tsx';
import { useListingOrder, useListingOrderDecide } from './api.ts';
import { ListingOrderStateTag, listingOrderStateKey } from './ListingOrderStateTag.tsx';

/** Moving the money is the platform administrator's call (the server's guard); customer service reads the case. */
const DECIDERS = [StaffRole.platformAdmin] as const;

/** The staff decisions' buttons and reason field. */
const LISTING_CASE: DecisionLook<ListingOrderStaffDecision> = {
  testIdPrefix: 'listing-order-decide',
  primary: 'paySeller',
};

/**
 * One marketplace order side by side: the order with the appeal and its proof pictures, the parties' chat, and its
 * history; the decisions the transition table gives staff in its state, each with a required reason (audited).
 */
export function ListingOrderDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('listingOrders');
  const decide = useListingOrderDecide();
  const { data, order, mayDecide } = useOrderCase(id, useListingOrder(id), DECIDERS);
  const amount = order ? `${order.price} ${order.currencyCode}` : '';

  return (
    <OrderCaseDrawer
      ns="listingOrders"
      orderId={order?.id}
      open={id !== null}
      onClose={onClose}
      messages={data?.messages}
      nameOf={partyNamer([
        { userId: order?.buyer.userId, label: t('drawer.buyerName', { name: order?.buyer.nickName }) },
        { userId: order?.seller.userId, label: t('drawer.sellerName', { name: order?.seller.nickName }) },
      ])}
      describeCard={(m) => (m.objectName === LISTING_ORDER_OBJECT_NAME ? t('drawer.card') : undefined)}
      decisions={{
        ...LISTING_CASE,
        allowed: mayDecide ? LISTING_ORDER_STAFF_DECISIONS.filter((d) => order?.actions.includes(d)) : [],
        amount,
        pending: decide.isPending,
        decide: (decision, reason) => decide.mutateAsync({ id: order!.id, decision, reason }),
      }}
      stateTag={<ListingOrderStateTag state={order?.state ?? 0} testId="listing-order-drawer-state" />}
      facts={
        order && (
          <>
            <Descriptions.Item label={t('columns.item')}>
              {order.listing.title} (#{order.listing.listingId})
            </Descriptions.Item>
            <Descriptions.Item label={t('drawer.deal')}>
              {t(order.secureDeal ? 'secureDeal' : 'ordinaryDeal')}
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.price')}>{amount}</Descriptions.Item>
            <Descriptions.Item label={t('drawer.fee')}>
              {order.fee} {order.currencyCode}
            </Descriptions.Item>
            <Descriptions.Item label={t('drawer.cashback')}>{order.cashback} VLN</Descriptions.Item>
            <Descriptions.Item label={t('columns.buyer')}>{order.buyer.nickName}</Descriptions.Item>
            <Descriptions.Item label={t('columns.seller')}>{order.seller.nickName}</Descriptions.Item>
            <Descriptions.Item label={t('drawer.shipNote')}>{order.shipNote || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('columns.reason')}>
              {order.appeal ? (
                <Space direction="vertical">
                  <span data-testid="listing-order-appeal-reason">
                    {t(`drawer.by.${order.appeal.byRole}`)}: {order.appeal.reason}
                  </span>
                  <Space wrap>
                    {order.appeal.proofs.map((url) => (
                      <Image key={url} width={120} src={url} alt={t('drawer.proof')} />
                    ))}
                  </Space>
                </Space>
              ) : (
                '—'
              )}
            </Descriptions.Item>
            {order.resolution ? (
              <Descriptions.Item label={t('drawer.resolution')}>
                {t(`decision.${order.resolution}`)} — {order.resolutionReason}
              </Descriptions.Item>
            ) : null}
          </>
        )
      }
      timeline={{
        history: order?.history,
        step: (h) =>
          `${t(`action.${h.action}`, { defaultValue: h.action })} — ${t(`drawer.by.${h.actorRole}`)}`,
        state: (value) => t(listingOrderStateKey(value)),
        time: (h) => formatTime(h.createTime),
      }}
      audit={order && <AuditTrail objectType="listingOrder" objectId={order.id} />}
    />
  );
}
