import { RedPacketStatus, type RedPacketVo } from '@volna/contracts';
import { List, Skeleton, Tag } from 'antd-mobile';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { fullTime } from '../../../shared/format/chat-time.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { useRedPacket } from '../../../shared/red-packet/redPacket.ts';
import { useRedPacketLive } from '../../../shared/red-packet/useRedPacketLive.ts';
import { UserAvatar } from '../../../shared/ui/UserAvatar.tsx';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import styles from '../components/redPacket.module.css';
import { WalletPageFrame } from '../../../shared/payments/WalletPageFrame.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';

/** The line under the claims count: still open until when, all taken, or what went back to the sender. */
function statusLine(packet: RedPacketVo, t: TFunction, money: (v: string) => string) {
  if (packet.status === RedPacketStatus.expired)
    return t('redPacket:detail.expired', { amount: money(packet.refundedAmount) });
  if (packet.status === RedPacketStatus.finished) return t('redPacket:detail.finished');
  return t('redPacket:detail.remaining', {
    amount: money(packet.remainingAmount),
    time: fullTime(Date.parse(packet.expireTime), currentLanguage()),
  });
}

function Detail({ packet }: { packet: RedPacketVo }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const money = (value: string) => formatMoney(value, { locale: lang, currency: packet.currencyCode });
  return (
    <>
      <div className={styles.detailHead}>
        <UserAvatar
          src={packet.senderAvatar}
          nickName={packet.senderName}
          size={56}
          alt={packet.senderName}
        />
        <p className={styles.detailSender}>{t('redPacket:open.from', { name: packet.senderName })}</p>
        <p className={styles.detailGreeting}>{packet.greeting || t('redPacket:defaultGreeting')}</p>
        {packet.myAmount !== null && (
          <p className={styles.detailMine} data-testid="red-packet-my-amount">
            {money(packet.myAmount)}
          </p>
        )}
        {packet.myAmount !== null && <p className={styles.detailHint}>{t('redPacket:detail.credited')}</p>}
      </div>
      <p className={styles.detailSummary} data-testid="red-packet-summary">
        {t('redPacket:detail.claimed', {
          claimed: packet.claimedCount,
          count: packet.count,
          amount: money(packet.claimedAmount),
          total: money(packet.amount),
        })}
        {' · '}
        {t(`redPacket:split.${packet.split}`)}
      </p>
      <p className={styles.detailStatus} data-testid="red-packet-status">
        {statusLine(packet, t, money)}
      </p>
      {packet.claims.length === 0 ? (
        <p className={styles.empty}>{t('redPacket:detail.noClaims')}</p>
      ) : (
        <List data-testid="red-packet-claims">
          {packet.claims.map((claim) => (
            <List.Item
              key={claim.userId}
              prefix={
                <UserAvatar src={claim.avatar} nickName={claim.nickName} size={40} alt={claim.nickName} />
              }
              description={fullTime(Date.parse(claim.claimTime), lang)}
              extra={
                <span className={styles.claimAmount}>
                  {money(claim.amount)}
                  {claim.best && (
                    <Tag color="warning" className={styles.best}>
                      {t('redPacket:detail.best')}
                    </Tag>
                  )}
                </span>
              }
            >
              {claim.nickName}
            </List.Item>
          ))}
        </List>
      )}
    </>
  );
}

/** Red packet detail (paths.redPacketDetail?id=): who claimed what, my share, what is left or went back. */
export default function RedPacketDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const packet = useRedPacket(id);
  useRedPacketLive(id);

  let content: React.ReactNode;
  if (id === null)
    content = <LoadFailed onRetry={() => window.location.reload()} reason={t('redPacket:detail.notFound')} />;
  else if (packet.isPending)
    content = (
      <div className={styles.skeleton} aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  else if (packet.isError)
    content = (
      <LoadFailed
        onRetry={() => void packet.refetch()}
        reason={packet.error instanceof Error ? packet.error.message : undefined}
      />
    );
  else content = <Detail packet={packet.data} />;

  return (
    <WalletPageFrame title={t('redPacket:detail.title')} backTo={paths.chat}>
      <Refreshable onRefresh={async () => void (await packet.refetch())}>{content}</Refreshable>
    </WalletPageFrame>
  );
}
