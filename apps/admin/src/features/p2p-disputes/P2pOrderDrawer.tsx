import { P2P_STAFF_DECISIONS, type P2pStaffDecision, StaffRole } from '@volna/contracts';
import { Descriptions, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { type DecisionLook, OrderCaseDrawer, partyNamer } from '../../shared/orders/OrderCaseDrawer.tsx';
import { useOrderCase } from '../../shared/orders/OrderCaseDrawer.tsx';
import { ProofView } from '../../shared/orders/ProofView.tsx';
import { formatTime } from '../../shared/ui/format.ts';
import { AuditTrail } from '../audit/AuditTrail.tsx';
import { useP2pDecide, useP2pOrder } from './api.ts';
import { P2pStateTag, p2pStateKey } from './P2pStateTag.tsx';

/** Moving the money is the platform administrator's call (the server's guard); customer service reads the case. */
const DECIDERS = [StaffRole.platformAdmin] as const;
const joined = (parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** The staff decisions' buttons and reason field. */
const P2P_CASE: DecisionLook<P2pStaffDecision> = {
  testIdPrefix: 'p2p-decide',
  primary: 'releaseToPayer',
  danger: 'staffCancel',
};

/**
 * One P2P order side by side: the order with the payee and the payer's proof, the parties' chat, and its history;
 * the decisions the transition table gives staff in its state, each with a required reason (audited).
 */
export function P2pOrderDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('p2p');
  const decide = useP2pDecide();
  const { data, order, mayDecide } = useOrderCase(id, useP2pOrder(id), DECIDERS);

  return (
    <OrderCaseDrawer
      ns="p2p"
      orderId={order?.id}
      open={id !== null}
      onClose={onClose}
      messages={data?.messages}
      nameOf={partyNamer([
        {
          userId: order?.withdrawer?.userId,
          label: t('drawer.withdrawerName', { name: order?.withdrawer?.nickName }),
        },
        { userId: order?.payer?.userId, label: t('drawer.payerName', { name: order?.payer?.nickName }) },
      ])}
      describeCard={(m) =>
        m.objectName === 'OL:P2POrder' ? t(`card.${m.text}`, { defaultValue: m.text }) : undefined
      }
      decisions={{
        ...P2P_CASE,
        allowed: mayDecide ? P2P_STAFF_DECISIONS.filter((d) => order?.actions.includes(d)) : [],
        amount: `${order?.payAmount} ${order?.payCurrencyCode}`,
        pending: decide.isPending,
        decide: (decision, reason) => decide.mutateAsync({ id: order!.id, decision, reason }),
      }}
      stateTag={<P2pStateTag state={order?.state ?? 0} testId="p2p-drawer-state" />}
      facts={
        order && (
          <>
            <Descriptions.Item label={t('columns.frozen')}>
              {order.payAmount} {order.payCurrencyCode}
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.outside')}>
              {order.receiveAmount} {order.receiveCurrencyCode} ({t('drawer.rate', { rate: order.rate })})
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.withdrawer')}>
              {order.withdrawer?.nickName ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('drawer.payee')}>
              {order.payee
                ? joined([order.payee.cardNumber, order.payee.phone, order.payee.bank, order.payee.name])
                : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.payer')}>{order.payer?.nickName ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('drawer.proof')}>
              {order.proof ? (
                <Space direction="vertical">
                  <span>
                    {joined([order.proof.cardNumber, order.proof.phone, order.proof.bank, order.proof.name])}
                  </span>
                  {order.proof.comment && <span>{order.proof.comment}</span>}
                  <ProofView
                    url={order.proof.fileUrl}
                    label={t('drawer.proof')}
                    linkLabel={t('drawer.proofFile')}
                  />
                </Space>
              ) : (
                '—'
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.reason')}>
              <span data-testid="p2p-complaint-reason">{order.complaintReason || '—'}</span>
            </Descriptions.Item>
            {order.resolution ? (
              <Descriptions.Item label={t('drawer.resolution')}>
                {t(`decision.${order.resolution}`)}
              </Descriptions.Item>
            ) : null}
          </>
        )
      }
      timeline={{
        history: data?.history,
        step: (h) =>
          `${t(`action.${h.action}`, { defaultValue: h.action })} — ${t(h.actorRole === 'staff' ? 'drawer.staff' : `columns.${h.actorRole}`)}`,
        state: (value) => t(p2pStateKey(value)),
        time: (h) => formatTime(h.createTime),
      }}
      audit={order && <AuditTrail objectType="p2pOrder" objectId={order.id} />}
    />
  );
}
