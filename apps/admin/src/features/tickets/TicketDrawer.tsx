import { useQueryClient } from '@tanstack/react-query';
import { type StaffMeVo, TICKET_TEXT_MAX_LENGTH, TicketStatus } from '@volna/contracts';
import type { TicketStatusValue } from '@volna/contracts';
import { Button, Card, Descriptions, Drawer, Popconfirm, Select, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/ui/format.ts';
import { ReasonField } from '../../shared/ui/ReasonField.tsx';
import { StatusTag } from '../../shared/ui/StatusTag.tsx';
import { AuditTrail } from '../audit/AuditTrail.tsx';
import { SupportChatLink } from '../users/SupportChatLink.tsx';
import { UserLink } from '../users/UserLink.tsx';
import { useAssignTicket, useReplyTicket, useTicket, useTicketStatus } from './api.ts';
import { settled } from '../../shared/api.ts';

/** One ticket: its thread, take it, reply, set its status (each behind a confirmation), and its audit trail. */
export function TicketDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('support');
  const me = useQueryClient().getQueryData<StaffMeVo>(['me']);
  const ticket = useTicket(id);
  const assign = useAssignTicket();
  const reply = useReplyTicket();
  const setStatus = useTicketStatus();
  const [text, setText] = useState('');
  const [nextStatus, setNextStatus] = useState<TicketStatusValue>(TicketStatus.processed);
  const data = ticket.data;

  return (
    <Drawer
      width={640}
      open={id !== null}
      onClose={onClose}
      title={id ? t('tickets.detailTitle', { id }) : ''}
    >
      {!data ? (
        <Spin />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('tickets.subject')}>{data.subject}</Descriptions.Item>
            <Descriptions.Item label={t('tickets.statusColumn')}>
              <StatusTag kind="ticket" status={data.status} testId="ticket-drawer-status" />
            </Descriptions.Item>
            <Descriptions.Item label={t('tickets.userId')}>
              <Space>
                <UserLink userId={data.userId} />
                <SupportChatLink userId={data.userId} />
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('tickets.assignee')}>
              <Space>
                {data.assigneeId === null ? '—' : `#${data.assigneeId}`}
                {data.assigneeId !== me?.userId && (
                  <Popconfirm
                    title={t('tickets.assignQuestion')}
                    onConfirm={settled(() => assign.mutateAsync({ id: data.id }))}
                  >
                    <Button size="small" loading={assign.isPending}>
                      {t('tickets.assignToMe')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('tickets.created')}>{formatTime(data.createTime)}</Descriptions.Item>
          </Descriptions>

          <Space direction="vertical" style={{ width: '100%' }} data-testid="ticket-thread">
            {data.messages.map((message) => (
              <Card
                key={message.id}
                size="small"
                style={{ background: message.fromStaff ? '#e6f4ff' : undefined }}
                title={
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {message.fromStaff ? t('tickets.staff') : t('tickets.user')} #{message.authorId} ·{' '}
                    {formatTime(message.createTime)}
                  </Typography.Text>
                }
              >
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                  {message.text}
                </Typography.Paragraph>
              </Card>
            ))}
          </Space>

          <Space direction="vertical" style={{ width: '100%' }}>
            <ReasonField
              label={t('tickets.reply')}
              placeholder={t('tickets.replyPlaceholder')}
              rows={4}
              maxLength={TICKET_TEXT_MAX_LENGTH}
              value={text}
              onChange={setText}
            />
            <Popconfirm
              title={t('tickets.replyQuestion')}
              disabled={!text.trim()}
              onConfirm={settled(async () => {
                await reply.mutateAsync({ id: data.id, text: text.trim() });
                setText('');
              })}
            >
              <Button
                type="primary"
                disabled={!text.trim()}
                loading={reply.isPending}
                data-testid="ticket-reply"
              >
                {t('tickets.send')}
              </Button>
            </Popconfirm>
          </Space>

          <Space>
            {t('tickets.setStatus')}
            <Select<TicketStatusValue>
              style={{ width: 180 }}
              value={nextStatus}
              onChange={setNextStatus}
              options={Object.values(TicketStatus).map((s) => ({
                value: s,
                label: t(`tickets.status.${s}`),
              }))}
            />
            <Popconfirm
              title={t('tickets.statusQuestion', { status: t(`tickets.status.${nextStatus}`) })}
              disabled={nextStatus === data.status}
              onConfirm={settled(() => setStatus.mutateAsync({ id: data.id, status: nextStatus }))}
            >
              <Button disabled={nextStatus === data.status} loading={setStatus.isPending}>
                {t('tickets.apply')}
              </Button>
            </Popconfirm>
          </Space>

          <AuditTrail objectType="ticket" objectId={data.id} />
        </Space>
      )}
    </Drawer>
  );
}
