import { LISTING_APPEAL_PROOFS_MAX, TEXTAREA_MAX_LENGTH } from '@volna/contracts';
import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import { useOrderStep } from '../api/orders.ts';
import { type PhotoItem, storedUrls, uploading } from '../model/photo-items.ts';
import styles from './listings.module.css';
import { PhotoEditor } from './PhotoEditor.tsx';

type Props = { orderId: number; visible: boolean; onClose: () => void };

/**
 * An appeal to staff on a secure deal: the reason and up to 6 proof pictures, each uploaded with its progress as it is
 * picked; staff then see the order, the parties' chat and the proofs, and refund the buyer or pay the seller.
 */
export function AppealSheet({ orderId, visible, onClose }: Props) {
  const { t } = useTranslation();
  const step = useOrderStep();
  const [reason, setReason] = useState('');
  const [proofs, setProofs] = useState<PhotoItem[]>([]);
  const [problem, setProblem] = useState('');

  const send = async () => {
    setProblem('');
    try {
      await step.mutateAsync({
        step: 'appeal',
        body: { id: orderId, reason: reason.trim(), proofs: storedUrls(proofs) },
      });
      onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('listings:appeal.failed'));
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <h2 className={styles.sheetTitle}>{t('listings:appeal.title')}</h2>
      <p className={styles.muted}>{t('listings:appeal.hint')}</p>
      <TextArea
        aria-label={t('listings:appeal.reason')}
        placeholder={t('listings:appeal.reason')}
        value={reason}
        onChange={setReason}
        maxLength={TEXTAREA_MAX_LENGTH}
        showCount
        autoSize={{ minRows: 3, maxRows: 6 }}
      />
      <h3 className={styles.sectionTitle}>
        {t('listings:appeal.proofs', { max: LISTING_APPEAL_PROOFS_MAX })}
      </h3>
      <PhotoEditor items={proofs} setItems={setProofs} max={LISTING_APPEAL_PROOFS_MAX} />
      {problem && (
        <p className={styles.fieldError} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.sheetButtons}>
        <Button onClick={onClose}>{t('common:cancel')}</Button>
        <Button
          color="primary"
          disabled={reason.trim() === '' || uploading(proofs)}
          loading={step.isPending}
          onClick={() => void send()}
          data-testid="appeal-send"
        >
          {t('listings:appeal.send')}
        </Button>
      </div>
    </Popup>
  );
}
