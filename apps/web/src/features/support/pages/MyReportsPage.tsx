import { Button, ErrorBlock, List, Skeleton, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { chatTime } from '../../../shared/format/chat-time.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { useMyReports } from '../api/bugReports.ts';
import { SupportFrame } from '../components/SupportFrame.tsx';
import styles from '../components/support.module.css';
import { reportStatusColor, reportStatusKey } from '../model/status.ts';

/** My bug reports with their status and staff's note, newest first; pull down to read again. */
export default function MyReportsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reports = useMyReports();
  const lang = currentLanguage();

  let content: React.ReactNode;
  if (reports.isPending) content = <Skeleton.Paragraph lineCount={6} animated className={styles.form} />;
  else if (reports.isError)
    content = <LoadFailed onRetry={() => void reports.refetch()} reason={reports.error.message} />;
  else if (reports.data.length === 0)
    content = (
      <div className={styles.centered}>
        <ErrorBlock
          status="empty"
          title={t('support:reports.empty')}
          description={t('support:reports.emptyHint')}
        >
          <Button color="primary" onClick={() => navigate(paths.bugReport)}>
            {t('support:reportProblem')}
          </Button>
        </ErrorBlock>
      </div>
    );
  else
    content = (
      <List data-testid="report-list">
        {reports.data.map((report) => (
          <List.Item key={report.id} data-testid="report-row">
            <div className={styles.row}>
              <span className={styles.rowTitle}>{t(`support:report.categories.${report.category}`)}</span>
              <Tag color={reportStatusColor(report.status)} fill="outline">
                {t(reportStatusKey(report.status))}
              </Tag>
            </div>
            <p className={styles.rowText}>{report.description}</p>
            {report.staffNote && (
              <p className={styles.rowText}>{t('support:reports.staffNote', { note: report.staffNote })}</p>
            )}
            <p className={styles.meta}>
              {chatTime(Date.parse(report.createTime), lang)}
              {report.files.length > 0 && ` · ${t('support:reports.files', { count: report.files.length })}`}
            </p>
          </List.Item>
        ))}
      </List>
    );

  return (
    <SupportFrame title={t('support:myReports')}>
      <Refreshable onRefresh={() => reports.refetch()}>
        <div className={styles.section}>{content}</div>
      </Refreshable>
    </SupportFrame>
  );
}
