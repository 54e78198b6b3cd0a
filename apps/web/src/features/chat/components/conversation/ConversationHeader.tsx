import { Skeleton } from 'antd-mobile';
import { CallMedia, type CallMediaValue } from '@volna/contracts';
import { MoreOutline, PhoneFill, VideoOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/lib/paths.ts';
import { useGoBack } from '../../../../shared/lib/navigation.ts';
import { NavBar } from '../../../../shared/ui/NavBar.tsx';
import styles from './conversation.module.css';

type Props = {
  title: string;
  /** typing…, presence, or member count; `active` colours it (typing, online). */
  status: { text: string; active: boolean } | null;
  /** The chat menu; none where there is no chat (oneself). */
  onMenu?: () => void;
  /** Voice and video call buttons (a private chat that can be written to). */
  onCall?: (mediaType: CallMediaValue) => void;
  /** Where back goes when there is no previous page (default the chat tab); with `always`, every time. */
  back?: { to: string; always: boolean };
};

/** Back by the app's rule (spec §2, the chat tab when there is nowhere to go back to), name, status, and the menu. */
export function ConversationHeader({ title, status, onMenu, onCall, back }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack(back?.to ?? paths.chat);
  const onBack = back?.always ? () => navigate(back.to, { replace: true }) : goBack;
  return (
    <div className={styles.header}>
      <NavBar
        onBack={onBack}
        backArrow
        right={
          <>
            {onCall && (
              <>
                <button
                  type="button"
                  className={styles.headerButton}
                  aria-label={t('calls:voiceCall')}
                  data-testid="chat-voice-call"
                  onClick={() => onCall(CallMedia.audio)}
                >
                  <PhoneFill />
                </button>
                <button
                  type="button"
                  className={styles.headerButton}
                  aria-label={t('calls:videoCall')}
                  data-testid="chat-video-call"
                  onClick={() => onCall(CallMedia.video)}
                >
                  <VideoOutline />
                </button>
              </>
            )}
            {onMenu && (
              <button
                type="button"
                className={styles.headerButton}
                aria-label={t('conversation:menu.title')}
                onClick={onMenu}
              >
                <MoreOutline />
              </button>
            )}
          </>
        }
      >
        <div className={styles.title}>
          {title ? (
            <span className={styles.titleName} data-testid="chat-title">
              {title}
            </span>
          ) : (
            <Skeleton animated className={styles.titleSkeleton} />
          )}
          {status && (
            <span
              className={`${styles.status} ${status.active ? styles.statusActive : ''}`}
              data-testid="chat-status"
            >
              {status.text}
            </span>
          )}
        </div>
      </NavBar>
    </div>
  );
}
