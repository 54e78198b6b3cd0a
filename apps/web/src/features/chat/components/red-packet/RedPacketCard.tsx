import { type ChatMessage, RedPacketStatus, redPacketCardContent } from '@volna/contracts';
import { GiftOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/lib/paths.ts';
import { useRedPacket } from '../../../../shared/red-packet/redPacket.ts';
import { useRedPacketLive } from '../../../../shared/red-packet/useRedPacketLive.ts';
import { RedPacketOpenDialog } from './RedPacketOpenDialog.tsx';
import { redPacketState } from './red-packet-state.ts';
import styles from './redPacket.module.css';

/**
 * An OL:RedPacket bubble: greeting, state and claimed count, kept live by the packet's events. Tapping it opens
 * the claim dialog while the viewer may claim, else the packet's detail (who claimed what).
 */
export function RedPacketCard({ message }: { message: ChatMessage }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const parsed = redPacketCardContent.safeParse(message.content);
  const id = parsed.success ? parsed.data.redPacketId : null;
  const packet = useRedPacket(id);
  useRedPacketLive(id);
  const [opening, setOpening] = useState(false);
  if (!parsed.success) return <span>{t('redPacket:card.title')}</span>;
  const card = parsed.data;
  const data = packet.data;
  const ended = data && (data.status !== RedPacketStatus.active || data.myAmount !== null);
  const onTap = () => {
    if (data?.canClaim) setOpening(true);
    else navigate(`${paths.redPacketDetail}?id=${card.redPacketId}`);
  };

  return (
    <>
      <button
        type="button"
        className={`${styles.card} ${ended ? styles.cardEnded : ''}`}
        onClick={onTap}
        data-testid="red-packet-card"
        data-red-packet-id={card.redPacketId}
      >
        <span className={styles.cardTop}>
          <GiftOutline className={styles.cardIcon} aria-hidden />
          <span className={styles.cardText}>
            <span className={styles.cardGreeting}>{card.greeting || t('redPacket:defaultGreeting')}</span>
            <span className={styles.cardState}>
              {t(redPacketState(data))}
              {data && ` · ${t('redPacket:card.claimed', { claimed: data.claimedCount, count: data.count })}`}
            </span>
          </span>
        </span>
        <span className={styles.cardFooter}>{t('redPacket:card.title')}</span>
      </button>
      {data && (
        <RedPacketOpenDialog
          packet={data}
          visible={opening}
          onClose={() => setOpening(false)}
          onOpened={() => {
            setOpening(false);
            navigate(`${paths.redPacketDetail}?id=${card.redPacketId}`);
          }}
        />
      )}
    </>
  );
}
