import { Badge, List } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { useTicketUnreadCount } from '../../../shared/support/tickets.ts';
import { SupportFrame } from '../components/SupportFrame.tsx';
import styles from '../components/support.module.css';

/** Help and feedback: report a problem, my reports, my tickets (with unread staff replies). */
export default function SupportHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unread = useTicketUnreadCount();

  return (
    <SupportFrame title={t('support:title')} backTo={paths.settings}>
      <List className={styles.section}>
        <List.Item description={t('support:reportProblemHint')} onClick={() => navigate(paths.bugReport)}>
          <span>{t('support:reportProblem')}</span>
        </List.Item>
        <List.Item onClick={() => navigate(paths.myReports)}>{t('support:myReports')}</List.Item>
      </List>
      <List className={styles.section}>
        <List.Item
          description={t('support:myTicketsHint')}
          extra={unread.data ? <Badge content={unread.data} data-testid="ticket-badge" /> : undefined}
          onClick={() => navigate(paths.tickets)}
        >
          <span>{t('support:myTickets')}</span>
        </List.Item>
      </List>
    </SupportFrame>
  );
}
