import { Badge, Button, ErrorBlock, List, Skeleton, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { chatTime } from '../../../shared/format/chat-time.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { useMyTickets } from '../../../shared/support/tickets.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { SupportFrame } from '../components/SupportFrame.tsx';
import styles from '../components/support.module.css';
import { ticketStatusColor, ticketStatusKey } from '../model/status.ts';

/** My tickets with their state (spec §4) and unread staff replies; a reply arriving live updates the list. */
export default function TicketsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tickets = useMyTickets();
  const lang = currentLanguage();
  const openNew = () => navigate(paths.newTicket);

  let content: React.ReactNode;
  if (tickets.isPending) content = <Skeleton.Paragraph lineCount={6} animated className={styles.form} />;
  else if (tickets.isError)
    content = <LoadFailed onRetry={() => void tickets.refetch()} reason={tickets.error.message} />;
  else if (tickets.data.length === 0)
    content = (
      <div className={styles.centered}>
        <ErrorBlock
          status="empty"
          title={t('support:tickets.empty')}
          description={t('support:tickets.emptyHint')}
        />
      </div>
    );
  else
    content = (
      <List data-testid="ticket-list">
        {tickets.data.map((ticket) => (
          <List.Item
            key={ticket.id}
            data-testid="ticket-row"
            onClick={() => navigate(`${paths.ticket}?id=${ticket.id}`)}
            extra={ticket.unreadReplies > 0 ? <Badge content={ticket.unreadReplies} /> : undefined}
            description={t('support:tickets.updated', {
              time: chatTime(Date.parse(ticket.updateTime), lang),
            })}
          >
            <div className={styles.row}>
              <span className={styles.rowTitle}>{ticket.subject}</span>
              <Tag color={ticketStatusColor(ticket.status)} fill="outline" data-testid="ticket-status">
                {t(ticketStatusKey(ticket.status))}
              </Tag>
            </div>
          </List.Item>
        ))}
      </List>
    );

  return (
    <SupportFrame
      title={t('support:myTickets')}
      footer={
        <Button block color="primary" size="large" onClick={openNew}>
          {t('support:tickets.new')}
        </Button>
      }
    >
      <Refreshable onRefresh={() => tickets.refetch()}>
        <div className={styles.section}>{content}</div>
      </Refreshable>
    </SupportFrame>
  );
}
