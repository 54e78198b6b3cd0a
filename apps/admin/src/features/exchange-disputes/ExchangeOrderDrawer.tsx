import { useQueryClient } from '@tanstack/react-query';
import {
  type AdminExchangeDecisionBody,
  EXCHANGE_REMARK_MAX_LENGTH,
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
import { useExchangeDecide, useExchangeOrder } from './api.ts';
import { ExchangeStateTag } from './ExchangeStateTag.tsx';

type Decision = AdminExchangeDecisionBody['decision'];
const DECISIONS: Decision[] = ['releaseToBuyer', 'releaseToSeller', 'cancel'];
const isPicture = (url: string) => /\.(png|jpe?g|gif|webp)(\?|$)/i.test(url);
const iso = (ms: number) => new Date(ms).toISOString();

function Proof({ url, label }: { url: string | null; label: string }) {
  if (!url) return <>—</>;
  return isPicture(url) ? (
    <Image width={200} src={url} alt={label} />
  ) : (
    <a href={url} target="_blank" rel="noreferrer">
      {label}
    </a>
  );
}

/**
 * One exchange order side by side: the deal with both certificates, the parties' chat, and its history; the staff
 * decisions the transition table gives in its state (customer service and administrators), each audited.
 */
export function ExchangeOrderDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('exchange');
  const detail = useExchangeOrder(id);
  const decide = useExchangeDecide();
  const [decision, setDecision] = useState<Decision | null>(null);
  const data = id !== null ? detail.data : undefined;
  const order = data?.order;
  const me = useQueryClient().getQueryData<StaffMeVo>(['me']);
  const isStaff = me?.staffRole === StaffRole.platformAdmin || me?.staffRole === StaffRole.customerService;
  const decisions = isStaff ? DECISIONS.filter((d) => order?.actions.includes(d)) : [];
  const nameOf = (userId: number) =>
    userId === order?.sellerId
      ? t('drawer.sellerName', { name: order.sellerName })
      : userId === order?.buyerId
        ? t('drawer.buyerName', { name: order.buyerName })
        : String(userId);

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
              danger={d === 'cancel'}
              type={d === 'releaseToBuyer' ? 'primary' : 'default'}
              data-testid={`exchange-decide-${d}`}
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
                  <Proof url={order.certificateAUrl} label={t('drawer.certificateA')} />
                </Space>
              </Descriptions.Item>
              <Descriptions.Item label={t('drawer.certificateB')}>
                <Space direction="vertical">
                  {order.sellerRemark && <span>{order.sellerRemark}</span>}
                  <Proof url={order.certificateBUrl} label={t('drawer.certificateB')} />
                </Space>
              </Descriptions.Item>
              <Descriptions.Item label={t('columns.dispute')}>
                <span data-testid="exchange-dispute-reason">
                  {order.disputeKind ? `${t(`dispute.${order.disputeKind}`)}: ${order.disputeReason}` : '—'}
                </span>
              </Descriptions.Item>
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
                    title={`${nameOf(m.senderUserId)} · ${formatTime(iso(m.sentTime))}`}
                    description={m.text || t('drawer.otherMessage', { kind: m.objectName })}
                  />
                </List.Item>
              )}
            />
          </Col>
          <Col span={7}>
            <OrderHistory
              history={order.history}
              step={(h) =>
                `${t(`action.${h.action}`, { defaultValue: h.action })} — ${t(`actor.${h.actor}`)}`
              }
              state={(value) => t(`state.${value}`)}
              time={(h) => formatTime(iso(h.createTime))}
            />
            <AuditTrail objectType="exchangeOrder" objectId={order.id} />
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
        fieldLabel={t('drawer.note')}
        maxLength={EXCHANGE_REMARK_MAX_LENGTH}
        loading={decide.isPending}
        danger={decision === 'cancel'}
        onCancel={() => setDecision(null)}
        onConfirm={async (note) => {
          await decide.mutateAsync({ id: order!.id, decision: decision!, note });
          setDecision(null);
        }}
      />
    </Drawer>
  );
}
