import { type AdminExchangeDecisionBody, EXCHANGE_REMARK_MAX_LENGTH, StaffRole } from '@volna/contracts';
import { Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderCaseDrawer, partyNamer } from '../../shared/orders/OrderCaseDrawer.tsx';
import { ProofView } from '../../shared/orders/ProofView.tsx';
import { useStaffRoleIn } from '../../shared/orders/staffQueries.ts';
import { OrderHistory } from '../../shared/ui/OrderHistory.tsx';
import { formatTime } from '../../shared/ui/format.ts';
import { AuditTrail } from '../audit/AuditTrail.tsx';
import { useExchangeDecide, useExchangeOrder } from './api.ts';
import { ExchangeStateTag } from './ExchangeStateTag.tsx';

type Decision = AdminExchangeDecisionBody['decision'];
const DECISIONS: Decision[] = ['releaseToBuyer', 'releaseToSeller', 'cancel'];
const STAFF = [StaffRole.platformAdmin, StaffRole.customerService] as const;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * One exchange order side by side: the deal with both certificates, the parties' chat, and its history; the staff
 * decisions the transition table gives in its state (customer service and administrators), each audited.
 */
export function ExchangeOrderDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('exchange');
  const detail = useExchangeOrder(id);
  const decide = useExchangeDecide();
  const data = id !== null ? detail.data : undefined;
  const order = data?.order;
  const isStaff = useStaffRoleIn(STAFF);

  return (
    <OrderCaseDrawer
      ns="exchange"
      orderId={order?.id}
      open={id !== null}
      onClose={onClose}
      messages={data?.messages}
      nameOf={partyNamer([
        { userId: order?.sellerId, label: t('drawer.sellerName', { name: order?.sellerName }) },
        { userId: order?.buyerId, label: t('drawer.buyerName', { name: order?.buyerName }) },
      ])}
      decisions={{
        allowed: isStaff ? DECISIONS.filter((d) => order?.actions.includes(d)) : [],
        testIdPrefix: 'exchange-decide',
        primary: 'releaseToBuyer',
        danger: 'cancel',
        amount: `${order?.payAmount} ${order?.payCurrencyCode}`,
        fieldLabel: t('drawer.note'),
        maxLength: EXCHANGE_REMARK_MAX_LENGTH,
        pending: decide.isPending,
        decide: (decision, note) => decide.mutateAsync({ id: order!.id, decision, note }),
      }}
      details={
        order && (
          <Descriptions column={1} bordered size="small" title={t('drawer.order')}>
            <Descriptions.Item label={t('columns.state')}>
              <ExchangeStateTag state={order.state} testId="exchange-drawer-state" />
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.frozen')}>
              {order.payAmount} {order.payCurrencyCode} (+{order.fee})
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.outside')}>
              {order.receiveAmount} {order.receiveCurrencyCode} ({t('drawer.rate', { rate: order.rate })})
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.seller')}>{order.sellerName}</Descriptions.Item>
            <Descriptions.Item label={t('columns.buyer')}>{order.buyerName}</Descriptions.Item>
            <Descriptions.Item label={t('drawer.certificateA')}>
              <Space direction="vertical">
                <span>
                  {[order.senderName, order.senderAccount, order.senderBank].filter(Boolean).join(' · ') ||
                    '—'}
                </span>
                {order.buyerRemark && <span>{order.buyerRemark}</span>}
                <ProofView url={order.certificateAUrl} label={t('drawer.certificateA')} />
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('drawer.certificateB')}>
              <Space direction="vertical">
                {order.sellerRemark && <span>{order.sellerRemark}</span>}
                <ProofView url={order.certificateBUrl} label={t('drawer.certificateB')} />
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.dispute')}>
              <span data-testid="exchange-dispute-reason">
                {order.disputeKind ? `${t(`dispute.${order.disputeKind}`)}: ${order.disputeReason}` : '—'}
              </span>
            </Descriptions.Item>
          </Descriptions>
        )
      }
      history={
        order && (
          <>
            <OrderHistory
              history={order.history}
              step={(h) =>
                `${t(`action.${h.action}`, { defaultValue: h.action })} — ${t(`actor.${h.actor}`)}`
              }
              state={(value) => t(`state.${value}`)}
              time={(h) => formatTime(iso(h.createTime))}
            />
            <AuditTrail objectType="exchangeOrder" objectId={order.id} />
          </>
        )
      }
    />
  );
}
