import { Button, Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import { inviteLink, shareInviteLink } from '../../../shared/lib/invite-link.ts';
import { QrImage } from '../../../shared/ui/QrImage.tsx';
import { useShareConfig } from '../api/shareConfig.ts';
import { inviteModuleName } from '../model/modules.ts';
import { parseDisposition, shareEntryFor } from '../model/share-config.ts';
import styles from './invites.module.css';

type Props = { open: boolean; onClose: () => void; userId: number; module: number; landing: string };

/**
 * The share sheet of one module: the staff's share text for it (findByModule), my launch link (shareType and
 * shareUserId, spec §5) with its QR code, and sharing through the phone's (or the native shell's WebView) share sheet,
 * else the clipboard.
 */
export function ShareSheet({ open, onClose, userId, module, landing }: Props) {
  const { t, i18n } = useTranslation();
  const config = useShareConfig(module);
  const entry = shareEntryFor(parseDisposition(config.data?.disposition), module);
  const name = inviteModuleName(module);
  const link = inviteLink(userId, module, landing);
  const title = entry?.title ?? t(`invites:modules.${name}`);
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <div className={styles.sheetBody} data-testid="share-sheet">
        <h3 className={styles.sheetTitle}>{title}</h3>
        {entry?.description && <p className={styles.muted}>{entry.description}</p>}
        {entry?.imageUrl && <img className={styles.shareImage} src={entry.imageUrl} alt={title} />}
        {config.data && config.data.inviteReward !== '0' && (
          <p className={styles.reward}>
            {t('invites:share.reward', {
              amount: formatMoney(config.data.inviteReward, { locale: i18n.language }),
              step: t(`invites:steps.${name}`),
            })}
          </p>
        )}
        <QrImage
          text={link}
          alt={t('invites:share.qrAlt')}
          failedText={t('invites:share.qrFailed')}
          testId="invite-qr"
        />
        <p className={styles.link} data-testid="invite-link">
          {link}
        </p>
        <Button
          block
          color="primary"
          size="large"
          onClick={() => void shareInviteLink(link, { title, copied: t('invites:share.copied') })}
        >
          {t('invites:share.send')}
        </Button>
        <Button block fill="none" onClick={onClose}>
          {t('common:close')}
        </Button>
      </div>
    </Popup>
  );
}
