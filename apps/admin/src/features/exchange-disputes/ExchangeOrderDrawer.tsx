import { type AdminExchangeDecisionBody, EXCHANGE_REMARK_MAX_LENGTH, StaffRole } from '@volna/contracts';
import { Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DecisionLook, OrderCaseDrawer, partyNamer } from '../../shared/orders/OrderCaseDrawer.tsx';
import { useOrderCase } from '../../shared/orders/OrderCaseDrawer.tsx';
import { ProofView } from '../../shared/orders/ProofView.tsx';
import { formatTime } from '../../shared/ui/format.ts';
import { AuditTrail } from '../audit/AuditTrail.tsx';
import { useExchangeDecide, useExchangeOrder } from './api.ts';
import { ExchangeStateTag } from './ExchangeStateTag.tsx';

type Decision = AdminExchangeDecisionBody['decision'];
const DECISIONS: Decision[] = ['releaseToBuyer', 'releaseToSeller', 'cancel'];
/** Customer service and administrators decide. */
const DECIDERS = [StaffRole.platformAdmin, StaffRole.customerService] as const;
const iso = (ms: number) => new Date(ms).toISOString();

/** The staff decisions' buttons and reason field. */
const EXCHANGE_CASE: DecisionLook<Decision> = {
  testIdPrefix: 'exchange-decide',
  primary: 'releaseToBuyer',
  danger: 'cancel',
  fieldKey: 'drawer.note',
  maxLength: EXCHANGE_REMARK_MAX_LENGTH,
};

/**
 * One exchange order side by side: the deal with both certificates, the parties' chat, and its history; the staff
 * decisions the transition table gives in its state (customer service and administrators), each audited.
 */
export function ExchangeOrderDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('exchange');
  const decide = useExchangeDecide();
  const { data, order, mayDecide } = useOrderCase(id, useExchangeOrder(id), DECIDERS);

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
        ...EXCHANGE_CASE,
        allowed: mayDecide ? DECISIONS.filter((d) => order?.actions.includes(d)) : [],
        amount: `${order?.payAmount} ${order?.payCurrencyCode}`,
        pending: decide.isPending,
        decide: (decision, note) => decide.mutateAsync({ id: order!.id, decision, note }),
      }}
      stateTag={<ExchangeStateTag state={order?.state ?? 0} testId="exchange-drawer-state" />}
      facts={
        order && (
          <>
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
          </>
        )
      }
      timeline={{
        history: order?.history,
        step: (h) => `${t(`action.${h.action}`, { defaultValue: h.action })} — ${t(`actor.${h.actor}`)}`,
        state: (value) => t(`state.${value}`),
        time: (h) => formatTime(iso(h.createTime)),
      }}
      audit={order && <AuditTrail objectType="exchangeOrder" objectId={order.id} />}
    />
  );
}
