import { useQueryClient } from '@tanstack/react-query';
import {
  LISTING_ORDER_OBJECT_NAME,
  LISTING_ORDER_STAFF_DECISIONS,
  type ListingOrderStaffDecision,
  STAFF_REASON_MAX_LENGTH,
  type StaffMeVo,
  StaffRole,
} from '@volna/contracts';
import { Button, Col, Descriptions, Drawer, Empty, Image, List, Row, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionModal } from '../../shared/ui/DecisionModal.tsx';
import { OrderHistory } from '../../shared/ui/OrderHistory.tsx';
import { formatTime } from '../../shared/ui/format.ts';
import { AuditTrail } from '../audit/AuditTrail.tsx';
import { useListingOrder, useListingOrderDecide } from './api.ts';
import { ListingOrderStateTag, listingOrderStateKey } from './ListingOrderStateTag.tsx';

/**
 * One marketplace order side by side: the order with the appeal and its proof pictures, the parties' chat, and its
 * history; the decisions the transition table gives staff in its state, each with a required reason (audited).
 */
export function ListingOrderDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('listingOrders');
  const detail = useListingOrder(id);
  const decide = useListingOrderDecide();
  const [decision, setDecision] = useState<ListingOrderStaffDecision | null>(null);
  const data = id !== null ? detail.data : undefined;
  const order = data?.order;
  const nameOf = (userId: number) =>
    userId === order?.buyer.userId
      ? t('drawer.buyerName', { name: order.buyer.nickName })
      : userId === order?.seller.userId
        ? t('drawer.sellerName', { name: order.seller.nickName })
        : String(userId);
  // Moving the held money is the platform administrator's call (the server's guard); customer service reads the case.
  const me = useQueryClient().getQueryData<StaffMeVo>(['me']);
  const isAdmin = me?.staffRole === StaffRole.platformAdmin;
  const decisions = isAdmin ? LISTING_ORDER_STAFF_DECISIONS.filter((d) => order?.actions.includes(d)) : [];
  const amount = order ? `${order.price} ${order.currencyCode}` : '';

  return (
    <Drawer
      width="min(1280px, 96vw)"
      open={id !== null}
      onClose={onClose}
      title={order ? t('drawer.title', { id: order.id }) : ''}
      extra={
        <Space>
          {decisions.map((d) => (
            <Button
              key={d}
              type={d === 'paySeller' ? 'primary' : 'default'}
              data-testid={`listing-order-decide-${d}`}
              onClick={() => setDecision(d)}
            >
              {t(`decision.${d}`)}
            </Button>
          ))}
        </Space>
      }
    >
      {order && data && (
        <Row gutter={16}>
          <Col span={9}>
            <Descriptions column={1} bordered size="small" title={t('drawer.order')}>
              <Descriptions.Item label={t('columns.state')}>
                <ListingOrderStateTag state={order.state} testId="listing-order-drawer-state" />
              </Descriptions.Item>
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
            </Descriptions>
          </Col>
          <Col span={8}>
            <List
              size="small"
              bordered
              header={t('drawer.chat')}
              dataSource={data.messages}
              locale={{ emptyText: <Empty description={t('drawer.noChat')} /> }}
              renderItem={(m) => (
                <List.Item key={m.msgUid}>
                  <List.Item.Meta
                    title={`${nameOf(m.senderUserId)} · ${formatTime(new Date(m.sentTime).toISOString())}`}
                    description={
                      m.objectName === LISTING_ORDER_OBJECT_NAME
                        ? t('drawer.card')
                        : m.text || t('drawer.otherMessage', { kind: m.objectName })
                    }
                  />
                </List.Item>
              )}
            />
          </Col>
          <Col span={7}>
            <OrderHistory
              history={order.history}
              step={(h) =>
                `${t(`action.${h.action}`, { defaultValue: h.action })} — ${t(`drawer.by.${h.actorRole}`)}`
              }
              state={(value) => t(listingOrderStateKey(value))}
              time={(h) => formatTime(h.createTime)}
            />
            <AuditTrail objectType="listingOrder" objectId={order.id} />
          </Col>
        </Row>
      )}
      <DecisionModal
        title={decision ? t(`decision.${decision}`) : null}
        hint={decision ? t(`decisionHint.${decision}`, { amount }) : ''}
        fieldLabel={t('drawer.reason')}
        maxLength={STAFF_REASON_MAX_LENGTH}
        loading={decide.isPending}
        onCancel={() => setDecision(null)}
        onConfirm={async (reason) => {
          await decide.mutateAsync({ id: order!.id, decision: decision!, reason });
          setDecision(null);
        }}
      />
    </Drawer>
  );
}
