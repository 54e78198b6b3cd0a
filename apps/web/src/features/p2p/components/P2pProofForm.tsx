import { TEXTAREA_MAX_LENGTH, type UploadResult } from '@volna/contracts';
import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileHandIn } from '../../../shared/payments/FileHandIn.tsx';
import { type TextFieldSpec, TextFieldList, useTextValues } from '../../../shared/trade/TradeFields.tsx';
import { uploadProof, useP2pStep } from '../api/p2pStep.ts';
import styles from '../../../shared/payments/trade.module.css';

type Props = { orderId: number; visible: boolean; onClose: () => void };

/** How the payer paid: card number or phone, bank, name, and a comment. */
const PAID_FROM = ['cardNumber', 'phone', 'bank', 'name', 'comment'] as const;
const PAID_FROM_FIELDS: TextFieldSpec<(typeof PAID_FROM)[number]>[] = [
  { name: 'cardNumber', id: 'proof-card', label: 'proof.cardNumber', inputMode: 'numeric' },
  { name: 'phone', id: 'proof-phone', inputMode: 'tel' },
  { name: 'bank', id: 'proof-bank' },
  { name: 'name', id: 'proof-name', label: 'proof.name' },
  { name: 'comment', id: 'proof-comment', multiline: { maxLength: TEXTAREA_MAX_LENGTH, count: false } },
];

/**
 * The payer's proof of the outside transfer (spec §3 "Order"): how he paid — card number or phone, bank, name, an
 * optional comment — and the screenshot, uploaded with progress and handed in with them.
 */
export function P2pProofForm({ orderId, visible, onClose }: Props) {
  const { t } = useTranslation();
  const step = useP2pStep({ silent: true });
  const paidFrom = useTextValues(PAID_FROM);
  const { cardNumber, phone, bank, name, comment } = paidFrom.values;
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

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <h2 className={styles.sheetTitle}>{t('p2p:proof.title')}</h2>
      <p className={styles.hint}>{t('p2p:proof.hint')}</p>
      <TextFieldList ns="p2p" fields={PAID_FROM_FIELDS} form={paidFrom} />
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
