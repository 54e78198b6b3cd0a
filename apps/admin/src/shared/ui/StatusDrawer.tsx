import { Descriptions, Drawer, Space } from 'antd';
import type { ReactNode } from 'react';

/**
 * One object of a staff queue with a status (a safe transfer, a top-up, a bug report, a complaint): the drawer, its
 * facts card led by the status, and what follows the card (actions, notes, the audit trail) once `item` is there;
 * `children` (the confirm modals) always.
 */
export function StatusDrawer<T>({
  item,
  width,
  open,
  onClose,
  title,
  extra,
  statusLabel,
  statusTag,
  facts,
  after,
  children,
}: {
  item: T | null;
  width: number;
  open: boolean;
  onClose: () => void;
  title: string;
  extra?: ReactNode;
  statusLabel: string;
  statusTag: (item: T) => ReactNode;
  /** The card's `Descriptions.Item`s after the status. */
  facts: (item: T) => ReactNode;
  after?: (item: T) => ReactNode;
  children?: ReactNode;
}) {
  return (
    <Drawer width={width} open={open} onClose={onClose} title={title} extra={extra}>
      {item && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={statusLabel}>{statusTag(item)}</Descriptions.Item>
            {facts(item)}
          </Descriptions>
          {after?.(item)}
        </Space>
      )}
      {children}
    </Drawer>
  );
}
