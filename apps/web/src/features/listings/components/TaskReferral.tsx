import { useQueryClient } from '@tanstack/react-query';
import { ListingState, type ListingVo } from '@volna/contracts';
import { Button, Input, Popup, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { shareInviteLink } from '../../../shared/lib/invite-link.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { taskKeys, useApplyToTask, useTaskReferral } from '../api/tasks.ts';
import { currencyCodeOf } from '../model/price.ts';
import { APPLICATION_STATE_KEYS } from '../model/task-view.ts';
import { TaskApplicants } from './TaskApplicants.tsx';
import styles from './listings.module.css';

/**
 * A paid task's own part of its page: the referral line (reward per accepted referred applicant, places left, a
 * share link carrying my id as the referrer), and either the poster's applicants or the visitor's "Apply" with an
 * optional referrer (filled from the link's `ref`) and, once applied, where his application stands. Pulling it down
 * asks again (new applicants, places left).
 */
export function TaskReferral({ listing }: { listing: ListingVo }) {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const me = useSessionStore((state) => state.session?.userId);
  const onShelf = listing.state === ListingState.onShelf;
  const client = useQueryClient();
  const referral = useTaskReferral(listing.id, true);
  const apply = useApplyToTask();
  const [open, setOpen] = useState(false);
  const [referrer, setReferrer] = useState(params.get('ref') ?? '');
  const [problem, setProblem] = useState('');

  if (referral.isPending) return <Skeleton.Paragraph lineCount={2} animated />;
  if (referral.isError)
    return (
      <p className={styles.fieldError} role="alert">
        {referral.error.message}
      </p>
    );
  const info = referral.data;
  const reward = formatMoney(info.reward, {
    locale: i18n.language,
    currency: currencyCodeOf(info.currencyId),
  });
  const link = `${window.location.origin}/h5${paths.categoryDetails}?id=${listing.id}&ref=${me ?? ''}`;

  const submit = async () => {
    setProblem('');
    try {
      await apply.mutateAsync({ listingId: listing.id, referrer: referrer.trim() });
      setOpen(false);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('listings:task.failed'));
    }
  };

  return (
    <Refreshable onRefresh={() => client.invalidateQueries({ queryKey: taskKeys.all })}>
      <section className={styles.section} data-testid="task-referral">
        {info.referralAllowed && (
          <p className={styles.muted} data-testid="task-referral-line">
            {t('listings:task.referralLine', { reward, places: info.placesLeft })}
          </p>
        )}
        {info.referralAllowed && !info.isPoster && onShelf && info.placesLeft > 0 && (
          <Button
            size="small"
            fill="outline"
            onClick={() =>
              void shareInviteLink(link, { title: listing.title, copied: t('listings:task.linkCopied') })
            }
            data-testid="task-refer"
          >
            {t('listings:task.refer', { reward })}
          </Button>
        )}
        {info.isPoster ? (
          <TaskApplicants listingId={listing.id} />
        ) : info.myApplication ? (
          <p className={styles.description} data-testid="task-my-application">
            {t(`listings:task.state.${APPLICATION_STATE_KEYS[info.myApplication.state]}`)}
          </p>
        ) : (
          onShelf && (
            <Button color="primary" block onClick={() => setOpen(true)} data-testid="task-apply">
              {t('listings:task.apply')}
            </Button>
          )
        )}
        <Popup visible={open} onMaskClick={() => setOpen(false)} bodyClassName={styles.sheet} destroyOnClose>
          <h2 className={styles.sheetTitle}>{t('listings:task.applyTitle')}</h2>
          {info.referralAllowed && (
            <label className={styles.muted} htmlFor="task-referrer">
              {t('listings:task.referrer')}
              <Input
                id="task-referrer"
                value={referrer}
                onChange={setReferrer}
                placeholder={t('listings:task.referrerHint')}
                maxLength={32}
                data-testid="task-referrer"
              />
            </label>
          )}
          {problem && (
            <p className={styles.fieldError} role="alert">
              {problem}
            </p>
          )}
          <div className={styles.sheetButtons}>
            <Button onClick={() => setOpen(false)}>{t('common:cancel')}</Button>
            <Button
              color="primary"
              loading={apply.isPending}
              onClick={() => void submit()}
              data-testid="task-apply-send"
            >
              {t('listings:task.send')}
            </Button>
          </div>
        </Popup>
      </section>
    </Refreshable>
  );
}
