import { useQueryClient } from '@tanstack/react-query';
import {
  type P2pStaffDecision,
  P2P_STAFF_DECISIONS,
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
import { useP2pDecide, useP2pOrder } from './api.ts';
import { P2pStateTag, p2pStateKey } from './P2pStateTag.tsx';

const isPicture = (url: string) => /\.(png|jpe?g|gif|webp)(\?|$)/i.test(url);

/**
 * One P2P order side by side: the order with the payee and the payer's proof, the parties' chat, and its history;
 * the decisions the transition table gives staff in its state, each with a required reason (audited).
 */
export function P2pOrderDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('p2p');
  const detail = useP2pOrder(id);
  const decide = useP2pDecide();
  const [decision, setDecision] = useState<P2pStaffDecision | null>(null);
  const data = id !== null ? detail.data : undefined;
  const order = data?.order;
  const nameOf = (userId: number) =>
    userId === order?.withdrawer.userId
      ? t('drawer.withdrawerName', { name: order.withdrawer.nickName })
      : userId === order?.payer?.userId
        ? t('drawer.payerName', { name: order.payer.nickName })
        : String(userId);
  // Moving the money is the platform administrator's call (the server's guard); customer service reads the case.
  const me = useQueryClient().getQueryData<StaffMeVo>(['me']);
  const isAdmin = me?.staffRole === StaffRole.platformAdmin;
  const decisions = isAdmin ? P2P_STAFF_DECISIONS.filter((d) => order?.actions.includes(d)) : [];

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
              danger={d === 'staffCancel'}
              type={d === 'releaseToPayer' ? 'primary' : 'default'}
              data-testid={`p2p-decide-${d}`}
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
                <P2pStateTag state={order.state} testId="p2p-drawer-state" />
              </Descriptions.Item>
              <Descriptions.Item label={t('columns.frozen')}>
                {order.payAmount} {order.payCurrencyCode}
              </Descriptions.Item>
              <Descriptions.Item label={t('columns.outside')}>
                {order.receiveAmount} {order.receiveCurrencyCode} ({t('drawer.rate', { rate: order.rate })})
              </Descriptions.Item>
              <Descriptions.Item label={t('columns.withdrawer')}>
                {order.withdrawer.nickName}
              </Descriptions.Item>
              <Descriptions.Item label={t('drawer.payee')}>
                {order.payee
                  ? [order.payee.cardNumber, order.payee.phone, order.payee.bank, order.payee.name]
                      .filter(Boolean)
                      .join(' · ')
                  : '—'}
              </Descriptions.Item>
              <Descriptions.Item label={t('columns.payer')}>{order.payer?.nickName ?? '—'}</Descriptions.Item>
              <Descriptions.Item label={t('drawer.proof')}>
                {order.proof ? (
                  <Space direction="vertical">
                    <span>
                      {[order.proof.cardNumber, order.proof.phone, order.proof.bank, order.proof.name]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                    {order.proof.comment && <span>{order.proof.comment}</span>}
                    {isPicture(order.proof.fileUrl) ? (
                      <Image width={200} src={order.proof.fileUrl} alt={t('drawer.proof')} />
                    ) : (
                      <a href={order.proof.fileUrl} target="_blank" rel="noreferrer">
                        {t('drawer.proofFile')}
                      </a>
                    )}
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
                      m.objectName === 'OL:P2POrder'
                        ? t(`card.${m.text}`, { defaultValue: m.text })
                        : m.text || t('drawer.otherMessage', { kind: m.objectName })
                    }
                  />
                </List.Item>
              )}
            />
          </Col>
          <Col span={7}>
            <OrderHistory
              history={data.history}
              step={(h) =>
                `${t(`action.${h.action}`, { defaultValue: h.action })} — ${t(h.actorRole === 'staff' ? 'drawer.staff' : `columns.${h.actorRole}`)}`
              }
              state={(value) => t(p2pStateKey(value))}
              time={(h) => formatTime(h.createTime)}
            />
            <AuditTrail objectType="p2pOrder" objectId={order.id} />
          </Col>
        </Row>
      )}
      <DecisionModal
        title={decision ? t(`decision.${decision}`) : null}
        hint={
          decision
            ? t(`decisionHint.${decision}`, { amount: `${order?.payAmount} ${order?.payCurrencyCode}` })
            : ''
        }
        fieldLabel={t('drawer.reason')}
        maxLength={STAFF_REASON_MAX_LENGTH}
        loading={decide.isPending}
        danger={decision === 'staffCancel'}
        onCancel={() => setDecision(null)}
        onConfirm={async (reason) => {
          await decide.mutateAsync({ id: order!.id, decision: decision!, reason });
          setDecision(null);
        }}
      />
    </Drawer>
  );
}
