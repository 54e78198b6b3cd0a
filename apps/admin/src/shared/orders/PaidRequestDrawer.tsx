import { Avatar, Descriptions, Drawer, List, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../ui/format.ts';

/** What every paid request (DNA matching, VIP dating) has: who asked, its state, the money held and settled. */
type PaidRequest = {
  id: number;
  userId: number;
  requesterName: string;
  state: number;
  price: string;
  captured: string;
  released: string;
  createTime: string;
};

/**
 * A paid request with staff-picked candidates (DNA matching, VIP dating): the requester, the state, the area's own
 * facts, the money (`drawer.money`: price, captured, released), the staff actions the transition table allows, and
 * whatever the area lists below (candidates, possible candidates, the audit trail). Texts from the area's namespace:
 * `drawer.title`, `columns.requester`, `columns.state`, `columns.price`, `columns.created`.
 */
export function PaidRequestDrawer<R extends PaidRequest>({
  ns,
  request,
  width,
  onClose,
  stateTag,
  facts,
  actions,
  children,
}: {
  ns: string;
  request: R | null;
  width: number;
  onClose: () => void;
  stateTag: (state: number) => ReactNode;
  /** The area's own `Descriptions.Item`s, between the state and the money. */
  facts: (r: R) => ReactNode;
  actions: (r: R) => ReactNode;
  children?: (r: R) => ReactNode;
}) {
  const { t } = useTranslation(ns);
  const r = request;
  return (
    <Drawer
      open={r !== null}
      onClose={onClose}
      width={width}
      title={r ? t('drawer.title', { id: r.id }) : ''}
    >
      {r && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('columns.requester')}>
              {r.requesterName} (#{r.userId})
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.state')}>{stateTag(r.state)}</Descriptions.Item>
            {facts(r)}
            <Descriptions.Item label={t('columns.price')}>
              {t('drawer.money', { price: r.price, captured: r.captured, released: r.released })}
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.created')}>{formatTime(r.createTime)}</Descriptions.Item>
          </Descriptions>
          <Space wrap>{actions(r)}</Space>
          {children?.(r)}
        </Space>
      )}
    </Drawer>
  );
}

export type CandidateLine = {
  userId: number;
  name: string;
  avatar: string;
  description: string;
  extra?: ReactNode;
  actions?: ReactNode[];
};

/** Candidates of a request (or people staff may add): avatar, "name (#id)", one line about them. */
export function CandidateList({
  header,
  items,
  emptyText,
  loading,
}: {
  header: string;
  items: CandidateLine[];
  emptyText: string;
  loading?: boolean;
}) {
  return (
    <List
      header={<Typography.Text strong>{header}</Typography.Text>}
      loading={loading}
      dataSource={items}
      locale={{ emptyText }}
      renderItem={(c) => (
        <List.Item extra={c.extra} actions={c.actions}>
          <List.Item.Meta
            avatar={<Avatar src={c.avatar || undefined}>{c.name.slice(0, 1)}</Avatar>}
            title={`${c.name} (#${c.userId})`}
            description={c.description}
          />
        </List.Item>
      )}
    />
  );
}
