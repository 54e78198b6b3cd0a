import { ANON_TRANSITIONS } from '@volna/contracts';
import { Button, DotLoading, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths, privateChatPath } from '../../../shared/lib/paths.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { useAnonCurrent } from '../api/current.ts';
import { useAnonCancel, useAnonSearch } from '../api/mutations.ts';
import { useAnonProfile } from '../api/profile.ts';
import styles from '../components/anonymous.module.css';
import { ProfileEditor } from '../components/ProfileEditor.tsx';
import { StrangerChat } from '../components/StrangerChat.tsx';
import { useAnonLive } from '../model/useAnonLive.ts';

const CHATTING = new Set(['started', 'proposedByMe', 'proposedByOther']);

/** pages/anonymousChat/index: find a stranger, talk without names, and switch to a personal chat when both agree. */
export default function AnonymousChatPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useAnonLive();
  const current = useAnonCurrent();
  const profile = useAnonProfile();
  const search = useAnonSearch();
  const cancel = useAnonCancel();
  const status = current.data;

  let body: React.ReactNode;
  if (current.isPending) body = <Skeleton.Paragraph lineCount={5} animated />;
  else if (!status)
    body = <LoadFailed onRetry={() => void current.refetch()} reason={current.error?.message} />;
  else if (CHATTING.has(status.state)) body = <StrangerChat status={status} />;
  else if (status.state === 'searching')
    body = (
      <div className={styles.centered} data-testid="anon-searching">
        <DotLoading color="primary" />
        <p>{t('anonymous:searching')}</p>
        <Button onClick={() => cancel.mutate(undefined)} loading={cancel.isPending} data-action="cancel">
          {t('anonymous:actions.cancel')}
        </Button>
      </div>
    );
  else
    body = (
      <div className={styles.centered} data-testid="anon-idle" data-state={status.state}>
        {status.state !== 'idle' && <p className={styles.notice}>{t(`anonymous:ended.${status.state}`)}</p>}
        {status.state === 'revealed' && status.partner && (
          <Button
            color="primary"
            onClick={() => navigate(privateChatPath(status.partner!.targetId))}
            data-action="openPersonal"
          >
            {t('anonymous:openPersonal')}
          </Button>
        )}
        <p>{t('anonymous:intro')}</p>
        {ANON_TRANSITIONS[status.state].search && (
          <Button
            color="primary"
            onClick={() => search.mutate(undefined)}
            loading={search.isPending}
            data-action="search"
          >
            {t('anonymous:actions.search')}
          </Button>
        )}
        {profile.data && <ProfileEditor profile={profile.data} />}
        <Button fill="none" onClick={() => navigate(paths.anonymousInstructions)}>
          {t('anonymous:instructions.title')}
        </Button>
      </div>
    );

  return (
    <PageFrame title={t('anonymous:title')} backTo={paths.servicesHub}>
      {body}
    </PageFrame>
  );
}
