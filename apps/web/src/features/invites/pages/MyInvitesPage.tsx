import { Button, ErrorBlock, List, Skeleton } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { useInviteList } from '../api/inviteList.ts';
import { InvitedRow } from '../components/InvitedRow.tsx';
import { ShareSheet } from '../components/ShareSheet.tsx';
import styles from '../components/invites.module.css';
import { inviteModuleName, SHARE_MODULES } from '../model/modules.ts';

/**
 * My invites (issue 15): a share sheet per module (link, QR code, the phone's share), whom I invited with each one's
 * progress (sign-up, first dating profile, first blind box) and what each step earned me, and my total.
 */
export default function MyInvitesPage() {
  const { t, i18n } = useTranslation();
  const list = useInviteList();
  const [sharing, setSharing] = useState<(typeof SHARE_MODULES)[number] | null>(null);

  let content: React.ReactNode;
  if (list.isPending) content = <Skeleton.Paragraph lineCount={6} animated />;
  else if (list.isError)
    content = <LoadFailed onRetry={() => void list.refetch()} reason={list.error.message} />;
  else
    content = (
      <>
        <div className={styles.total}>
          <span className={styles.totalValue} data-testid="invites-total">
            {t('invites:total', { amount: formatMoney(list.data.totalEarned, { locale: i18n.language }) })}
          </span>
          <span className={styles.muted}>{t('invites:totalHint', { count: list.data.invited.length })}</span>
        </div>
        <div className={styles.modules}>
          {SHARE_MODULES.map((entry) => (
            <Button
              key={entry.module}
              block
              color="primary"
              fill="outline"
              onClick={() => setSharing(entry)}
              data-testid={`share-${inviteModuleName(entry.module)}`}
            >
              {t('invites:share.open', { module: t(`invites:modules.${inviteModuleName(entry.module)}`) })}
            </Button>
          ))}
        </div>
        {list.data.invited.length === 0 ? (
          <ErrorBlock
            status="empty"
            title={t('invites:list.empty')}
            description={t('invites:list.emptyHint')}
          />
        ) : (
          <List header={t('invites:list.title', { count: list.data.invited.length })}>
            {list.data.invited.map((person) => (
              <InvitedRow key={person.userId} person={person} />
            ))}
          </List>
        )}
        {sharing && (
          <ShareSheet
            open
            onClose={() => setSharing(null)}
            userId={list.data.shareUserId}
            module={sharing.module}
            landing={sharing.landing}
          />
        )}
      </>
    );

  return (
    <PageFrame title={t('invites:title')} backTo={paths.posted}>
      <Refreshable onRefresh={() => list.refetch()}>
        <div className={styles.page}>{content}</div>
      </Refreshable>
    </PageFrame>
  );
}
