import { STAFF_REASON_MAX_LENGTH, type StaffRoleValue } from '@volna/contracts';
import { Button, Col, Descriptions, Drawer, Empty, List, Row, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DecisionModal } from '../ui/DecisionModal.tsx';
import { OrderHistory, type Step } from '../ui/OrderHistory.tsx';
import { formatTime } from '../ui/format.ts';
import { useStaffRoleIn } from './staffQueries.ts';

/** One line of the parties' chat as the staff detail routes give it. */
export type CaseMessage = {
  msgUid: string;
  senderUserId: number;
  sentTime: number;
  objectName: string;
  text: string;
};

/** How an area's decisions look: the buttons' test ids `<testIdPrefix>-<decision>`, the reason field. */
export type DecisionLook<D extends string> = {
  testIdPrefix: string;
  primary?: D;
  danger?: D;
  /** The reason (or note) field's label, a key of the area's namespace (default `drawer.reason`), and its length. */
  fieldKey?: string;
  maxLength?: number;
};

type Decisions<D extends string> = DecisionLook<D> & {
  /** The decisions this staff member may take in the order's state (the transition table's, role-filtered). */
  allowed: readonly D[];
  /** The hint's `{{amount}}`: what the decision moves. */
  amount: string;
  pending: boolean;
  /** Takes the trimmed reason or note. */
  decide: (decision: D, text: string) => Promise<unknown>;
};

/**
 * A disputed order side by side (P2P, exchange, marketplace appeal): the order's facts, the parties' chat, its history;
 * the staff decisions as buttons, each confirmed in the decision modal with a required reason (audited by the server).
 * Texts come from the area's namespace: `drawer.title`, `drawer.order`, `columns.state`, `drawer.chat`, `drawer.noChat`, `drawer.otherMessage`,
 * `decision.<d>`, `decisionHint.<d>`.
 */
export function OrderCaseDrawer<D extends string, S extends Step>({
  ns,
  orderId,
  open,
  onClose,
  stateTag,
  facts,
  messages,
  nameOf,
  describeCard,
  timeline,
  audit,
  decisions,
}: {
  ns: string;
  /** The order shown, once loaded. */
  orderId: number | undefined;
  open: boolean;
  onClose: () => void;
  /** The order's state as a tag, first of its facts. */
  stateTag: ReactNode;
  /** The area's own `Descriptions.Item`s after the state. */
  facts: ReactNode;
  messages: CaseMessage[] | undefined;
  nameOf: (userId: number) => string;
  /** The text of the area's own chat cards (undefined: the message's text). */
  describeCard?: (m: CaseMessage) => string | undefined;
  /** The third column: the order's history (OrderHistory's props), then its audit trail. */
  timeline: Omit<Parameters<typeof OrderHistory<S>>[0], 'history'> & { history: S[] | undefined };
  audit: ReactNode;
  decisions: Decisions<D>;
}) {
  const { t } = useTranslation(ns);
  const [decision, setDecision] = useState<D | null>(null);
  return (
    <Drawer
      width="min(1280px, 96vw)"
      open={open}
      onClose={onClose}
      title={orderId !== undefined ? t('drawer.title', { id: orderId }) : ''}
      extra={
        <Space>
          {decisions.allowed.map((d) => (
            <Button
              key={d}
              danger={d === decisions.danger}
              type={d === decisions.primary ? 'primary' : 'default'}
              data-testid={`${decisions.testIdPrefix}-${d}`}
              onClick={() => setDecision(d)}
            >
              {t(`decision.${d}`)}
            </Button>
          ))}
        </Space>
      }
    >
      {orderId !== undefined && messages && (
        <Row gutter={16}>
          <Col span={9}>
            <Descriptions column={1} bordered size="small" title={t('drawer.order')}>
              <Descriptions.Item label={t('columns.state')}>{stateTag}</Descriptions.Item>
              {facts}
            </Descriptions>
          </Col>
          <Col span={8}>
            <List
              size="small"
              bordered
              header={t('drawer.chat')}
              dataSource={messages}
              locale={{ emptyText: <Empty description={t('drawer.noChat')} /> }}
              renderItem={(m) => (
                <List.Item key={m.msgUid}>
                  <List.Item.Meta
                    title={`${nameOf(m.senderUserId)} · ${formatTime(new Date(m.sentTime).toISOString())}`}
                    description={
                      describeCard?.(m) ?? (m.text || t('drawer.otherMessage', { kind: m.objectName }))
                    }
                  />
                </List.Item>
              )}
            />
          </Col>
          <Col span={7}>
            <OrderHistory {...timeline} history={timeline.history ?? []} />
            {audit}
          </Col>
        </Row>
      )}
      <DecisionModal
        title={decision ? t(`decision.${decision}`) : null}
        hint={decision ? t(`decisionHint.${decision}`, { amount: decisions.amount }) : ''}
        fieldLabel={t(decisions.fieldKey ?? 'drawer.reason')}
        maxLength={decisions.maxLength ?? STAFF_REASON_MAX_LENGTH}
        loading={decisions.pending}
        danger={decision !== null && decision === decisions.danger}
        onCancel={() => setDecision(null)}
        onConfirm={async (text) => {
          await decisions.decide(decision!, text);
          setDecision(null);
        }}
      />
    </Drawer>
  );
}

/** "<role>: <name>" for the two parties of an order, the bare id for anyone else (staff). */
export const partyNamer =
  (parties: { userId: number | undefined; label: string }[]) =>
  (userId: number): string =>
    parties.find((p) => p.userId === userId)?.label ?? String(userId);

/** The open case: its detail once loaded (none while the drawer is closed), and whether this staff member decides. */
export function useOrderCase<T extends { order: unknown }>(
  id: number | null,
  detail: { data?: T },
  deciders: readonly StaffRoleValue[],
) {
  const data = id !== null ? detail.data : undefined;
  return { data, order: data?.order as T['order'] | undefined, mayDecide: useStaffRoleIn(deciders) };
}
