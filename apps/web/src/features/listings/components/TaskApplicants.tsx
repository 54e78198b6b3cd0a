import type { TaskApplicationAction, TaskApplicationVo } from '@volna/contracts';
import { Button, Dialog, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { useDecideApplication, useTaskApplicants } from '../api/tasks.ts';
import { APPLICATION_STATE_KEYS } from '../model/task-view.ts';
import styles from './listings.module.css';

/**
 * The poster's applicants: each with who referred him, where the application stands, and the buttons the transition
 * table gives the poster (accept / reject, after a confirmation). An accept says whether the referrer was paid.
 */
export function TaskApplicants({ listingId }: { listingId: number }) {
  const { t } = useTranslation();
  const applicants = useTaskApplicants(listingId, true);
  const decide = useDecideApplication();
  const [note, setNote] = useState('');

  const act = async (row: TaskApplicationVo, action: TaskApplicationAction) => {
    const sure = await Dialog.confirm({
      content: t(`listings:task.confirm.${action}`, { name: row.applicant.nickName }),
      confirmText: t(`listings:task.action.${action}`),
      cancelText: t('common:cancel'),
    });
    if (!sure) return;
    setNote('');
    try {
      const done = await decide.mutateAsync({ id: row.id, action });
      if (done.referralOutcome === 'paid' || done.referralOutcome === 'noBudget')
        setNote(t(`listings:task.outcome.${done.referralOutcome}`, { name: done.referrer?.nickName ?? '' }));
    } catch (error) {
      setNote(error instanceof Error ? error.message : t('listings:task.failed'));
    }
  };

  if (applicants.isPending) return <Skeleton.Paragraph lineCount={3} animated />;
  if (applicants.isError) return <LoadFailed onRetry={() => void applicants.refetch()} />;
  const rows = applicants.data.rows;
  return (
    <div data-testid="task-applicants">
      <h2 className={styles.sectionTitle}>
        {t('listings:task.applicants', { total: applicants.data.total })}
      </h2>
      {note && (
        <p className={styles.notice} role="status" data-testid="task-outcome">
          {note}
        </p>
      )}
      {rows.length === 0 && <p className={styles.muted}>{t('listings:task.noApplicants')}</p>}
      {rows.map((row) => (
        <div
          className={styles.figure}
          key={row.id}
          data-testid="task-applicant"
          data-applicant={row.applicant.userId}
        >
          <div>
            <p className={styles.description}>{row.applicant.nickName}</p>
            <p className={styles.muted}>
              {t(`listings:task.state.${APPLICATION_STATE_KEYS[row.state]}`)}
              {row.referrer && ` · ${t('listings:task.referredBy', { name: row.referrer.nickName })}`}
            </p>
          </div>
          <div className={styles.sheetButtons}>
            {row.actions.map((action) => (
              <Button
                key={action}
                size="small"
                color={action === 'accept' ? 'primary' : 'default'}
                loading={decide.isPending}
                onClick={() => void act(row, action)}
                data-testid={`task-${action}`}
              >
                {t(`listings:task.action.${action}`)}
              </Button>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
