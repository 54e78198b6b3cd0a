import { useQuery } from '@tanstack/react-query';
import type { AdminComplaintDetailVo, ComplaintMessageVo } from '@volna/contracts';
import { Descriptions, Image, List, Skeleton, Space, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api.ts';
import { formatTime } from '../../shared/ui/format.ts';
import { StatusTag } from '../../shared/ui/StatusTag.tsx';
import { UserLink } from '../users/UserLink.tsx';

const isPicture = (message: ComplaintMessageVo) => message.objectName === 'RC:ImgMsg';

/** A message as the desk reads it: its words, its picture, or a link to its video, voice or file. */
function MessageBody({ message }: { message: ComplaintMessageVo }) {
  const { t } = useTranslation('support');
  if (message.recalled) return <Typography.Text type="secondary">{t('complaints.recalled')}</Typography.Text>;
  return (
    <Space direction="vertical" size={4}>
      {message.text && <span style={{ whiteSpace: 'pre-wrap' }}>{message.text}</span>}
      {message.mediaUrl &&
        (isPicture(message) ? (
          <Image src={message.mediaUrl} width={160} alt={t('complaints.media')} />
        ) : (
          <Typography.Link href={message.mediaUrl} target="_blank" rel="noreferrer">
            {t('complaints.media')} ({message.objectName})
          </Typography.Link>
        ))}
      {!message.text && !message.mediaUrl && (
        <Typography.Text type="secondary">{message.objectName}</Typography.Text>
      )}
    </Space>
  );
}

/**
 * What a complaint is about, in full (issue 30): the reported person by name, the reported message's words and media,
 * the chat it was written in with the messages around it (the reported one marked), and the complaints against that
 * person before this one.
 */
export function ReportedObject({ complaintId }: { complaintId: number }) {
  const { t } = useTranslation('support');
  const detail = useQuery({
    queryKey: ['complaints', 'detail', complaintId],
    queryFn: () => api.get<AdminComplaintDetailVo>(`/admin/api/support/complaint/${complaintId}`),
  });
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError || !detail.data) return null;
  const { reportedUser, message, chat, history } = detail.data;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="complaint-reported">
      <Descriptions column={1} bordered size="small">
        {reportedUser && (
          <Descriptions.Item label={t('complaints.reportedUser')}>
            <Space>
              <span data-testid="complaint-reported-name">{reportedUser.name}</span>
              <UserLink userId={reportedUser.userId} />
            </Space>
          </Descriptions.Item>
        )}
        {message && (
          <Descriptions.Item label={t('complaints.message')}>
            <div data-testid="complaint-message">
              <MessageBody message={message} />
            </div>
          </Descriptions.Item>
        )}
        {chat && (
          <Descriptions.Item label={t('complaints.chat')}>
            <span data-testid="complaint-chat-name">
              {t(`complaints.chatKind.${chat.conversationType}`, { defaultValue: '' })} {chat.name}
            </span>
          </Descriptions.Item>
        )}
      </Descriptions>
      {chat && (
        <List
          size="small"
          bordered
          header={t('complaints.around')}
          dataSource={chat.messages}
          rowKey="msgUid"
          renderItem={(item) => (
            <List.Item
              style={
                item.msgUid === message?.msgUid ? { background: 'var(--ant-color-warning-bg, #fffbe6)' } : {}
              }
            >
              <Space direction="vertical" size={0}>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  #{item.senderUserId} · {formatTime(new Date(item.sentTime).toISOString())}
                </Typography.Text>
                <MessageBody message={item} />
              </Space>
            </List.Item>
          )}
        />
      )}
      {reportedUser && (
        <div data-testid="complaint-history">
          <Typography.Title level={5}>
            {t('complaints.history', { name: reportedUser.name })}
          </Typography.Title>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={history}
            columns={[
              { title: '#', dataIndex: 'id', width: 70 },
              {
                title: t('complaints.reason'),
                dataIndex: 'reason',
                render: (r) => t(`complaints.reasons.${r}`),
              },
              {
                title: t('tickets.statusColumn'),
                dataIndex: 'status',
                render: (status) => <StatusTag kind="complaint" status={status} />,
              },
              { title: t('complaints.when'), dataIndex: 'createTime', render: formatTime },
            ]}
          />
        </div>
      )}
    </Space>
  );
}
