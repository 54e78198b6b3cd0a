import type { RedPacketVo } from '@volna/contracts';
import { Button, Mask } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useClaimRedPacket } from '../../../../shared/red-packet/claimRedPacket.ts';
import { UserAvatar } from '../../../../shared/ui/UserAvatar.tsx';
import styles from './redPacket.module.css';

type Props = { packet: RedPacketVo; visible: boolean; onClose: () => void; onOpened: () => void };

/**
 * The red envelope: sender, greeting and the Open button that claims a share. A refusal (taken meanwhile,
 * expired) is toasted by the API helper and the card re-reads the packet.
 */
export function RedPacketOpenDialog({ packet, visible, onClose, onOpened }: Props) {
  const { t } = useTranslation();
  const claim = useClaimRedPacket();
  const open = async () => {
    try {
      await claim.mutateAsync(packet.id);
    } catch {
      onClose();
      return;
    }
    onOpened();
  };

  return (
    <Mask visible={visible} onMaskClick={claim.isPending ? undefined : onClose} destroyOnClose>
      <div className={styles.envelope} role="dialog" aria-modal aria-label={t('redPacket:open.title')}>
        <button
          type="button"
          className={styles.envelopeClose}
          onClick={onClose}
          disabled={claim.isPending}
          aria-label={t('common:close')}
        >
          <CloseOutline />
        </button>
        <UserAvatar
          src={packet.senderAvatar}
          nickName={packet.senderName}
          size={56}
          alt={packet.senderName}
        />
        <p className={styles.envelopeSender}>{t('redPacket:open.from', { name: packet.senderName })}</p>
        <p className={styles.envelopeGreeting}>{packet.greeting || t('redPacket:defaultGreeting')}</p>
        <Button
          className={styles.envelopeOpen}
          shape="rounded"
          size="large"
          loading={claim.isPending}
          onClick={open}
          data-testid="red-packet-open"
        >
          {t('redPacket:open.button')}
        </Button>
      </div>
    </Mask>
  );
}
