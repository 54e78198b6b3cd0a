import { TEXTAREA_MAX_LENGTH, type UploadResult } from '@volna/contracts';
import { Input, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileHandIn } from '../../../shared/payments/FileHandIn.tsx';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import { uploadProof, useP2pStep } from '../api/p2pStep.ts';
import styles from '../../../shared/payments/trade.module.css';

type Props = { orderId: number; visible: boolean; onClose: () => void };

/**
 * The payer's proof of the outside transfer (spec §3 "Order"): how he paid — card number or phone, bank, name, an
 * optional comment — and the screenshot, uploaded with progress and handed in with them.
 */
export function P2pProofForm({ orderId, visible, onClose }: Props) {
  const { t } = useTranslation();
  const step = useP2pStep({ silent: true });
  const [cardNumber, setCardNumber] = useState('');
  const [phone, setPhone] = useState('');
  const [bank, setBank] = useState('');
  const [name, setName] = useState('');
  const [comment, setComment] = useState('');
  const [failure, setFailure] = useState('');
  const filled =
    (cardNumber.trim() !== '' || phone.trim() !== '') && bank.trim() !== '' && name.trim() !== '';

  const handIn = async (file: File, onProgress: (percent: number) => void) => {
    setFailure('');
    const uploaded = (await uploadProof(file, onProgress)) as UploadResult;
    try {
      await step.mutateAsync({
        step: 'proof',
        body: {
          id: orderId,
          cardNumber,
          phone,
          bank: bank.trim(),
          name: name.trim(),
          comment,
          fileUrl: uploaded.url,
        },
      });
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('p2p:proof.failed'));
      throw error;
    }
  };

  const text = (
    id: string,
    label: string,
    value: string,
    set: (v: string) => void,
    inputMode?: 'numeric' | 'tel',
  ) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        <Input id={id} value={value} onChange={set} inputMode={inputMode} maxLength={64} clearable />
      </div>
    </div>
  );

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <h2 className={styles.sheetTitle}>{t('p2p:proof.title')}</h2>
      <p className={styles.hint}>{t('p2p:proof.hint')}</p>
      {text('p2p-proof-card', t('p2p:proof.cardNumber'), cardNumber, setCardNumber, 'numeric')}
      {text('p2p-proof-phone', t('p2p:form.phone'), phone, setPhone, 'tel')}
      {text('p2p-proof-bank', t('p2p:form.bank'), bank, setBank)}
      {text('p2p-proof-name', t('p2p:proof.name'), name, setName)}
      <div className={styles.field}>
        <label className={styles.label} htmlFor="p2p-proof-comment">
          {t('p2p:form.comment')}
        </label>
        <TextArea
          id="p2p-proof-comment"
          value={comment}
          onChange={setComment}
          maxLength={TEXTAREA_MAX_LENGTH}
          autoSize={{ minRows: 2, maxRows: 4 }}
        />
      </div>
      {!filled && <p className={styles.hint}>{t('p2p:proof.fillFirst')}</p>}
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.field}>
        {filled && (
          <FileHandIn
            handIn={handIn}
            label={t('p2p:proof.upload')}
            texts={{ sent: 'p2p:proof.sent', failed: 'p2p:proof.failed', tooLarge: 'p2p:proof.tooLarge' }}
            testId="p2p-proof-file"
          />
        )}
      </div>
    </Popup>
  );
}
