import { DatingPurchaseKind } from '@volna/contracts';
import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import styles from '../components/dating.module.css';
import { datingChatPath } from '../model/chat-path.ts';

/** PaySuccess?kind=&id=&targetId=: a dating purchase went through; back to the unlocked album or on to the chat. */
export default function PaySuccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const chat = Number(params.get('kind')) === DatingPurchaseKind.chat;
  const id = params.get('id');
  const targetId = params.get('targetId');
  const profilePath = id && /^\d+$/.test(id) ? `${paths.datingPersonal}?id=${id}` : paths.dating;
  return (
    <PageFrame title={t('dating:paid.title')} backTo={profilePath}>
      <Result
        status="success"
        title={t('dating:paid.title')}
        description={t(chat ? 'dating:paid.chat' : 'dating:paid.album')}
      />
      <div className={styles.formActions}>
        {chat && targetId && /^\d+$/.test(targetId) ? (
          <Button
            block
            color="primary"
            size="large"
            onClick={() => navigate(datingChatPath(targetId), { replace: true })}
          >
            {t('dating:chat.open')}
          </Button>
        ) : (
          <Button block color="primary" size="large" onClick={() => navigate(profilePath, { replace: true })}>
            {t('dating:paid.viewAlbum')}
          </Button>
        )}
      </div>
    </PageFrame>
  );
}
