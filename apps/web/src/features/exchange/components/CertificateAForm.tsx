import type { ExchangeCertificateABody, UploadResult } from '@volna/contracts';
import { Button, Input, Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileHandIn } from '../../../shared/payments/FileHandIn.tsx';
import { uploadVoucher, useExchangeStep } from '../api/exchangeOrder.ts';
import styles from '../../../shared/payments/trade.module.css';

type Props = { orderId: number; withVoucher: boolean; visible: boolean; onClose: () => void };

/**
 * Certificate A, the buyer's: the account he pays from (name, card or account, bank); with `withVoucher` also the
 * payment screenshot, uploaded with progress and handed in with them, otherwise only the confirmation (1 → 2).
 */
export function CertificateAForm({ orderId, withVoucher, visible, onClose }: Props) {
  const { t } = useTranslation();
  const step = useExchangeStep({ silent: true });
  const [senderName, setSenderName] = useState('');
  const [senderAccount, setSenderAccount] = useState('');
  const [senderBank, setSenderBank] = useState('');
  const [failure, setFailure] = useState('');
  const filled =
    senderName.trim() !== '' &&
    /^[A-Za-z0-9 +-]{4,40}$/.test(senderAccount.trim()) &&
    senderBank.trim() !== '';
  const body = (certificateUrl?: string): ExchangeCertificateABody => ({
    id: orderId,
    senderName: senderName.trim(),
    senderAccount: senderAccount.trim(),
    senderBank: senderBank.trim(),
    remark: '',
    ...(certificateUrl ? { certificateUrl } : {}),
  });
  const submit = async (certificateUrl?: string) => {
    setFailure('');
    try {
      await step.mutateAsync({ step: 'certificateA', body: body(certificateUrl) });
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('exchange:voucher.failed'));
      throw error;
    }
  };
  const handIn = async (file: File, onProgress: (percent: number) => void) =>
    submit(((await uploadVoucher(file, onProgress)) as UploadResult).url);

  const text = (id: string, label: string, value: string, set: (v: string) => void) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        <Input id={id} value={value} onChange={set} maxLength={64} clearable />
      </div>
    </div>
  );

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <h2 className={styles.sheetTitle}>
        {withVoucher ? t('exchange:voucher.title') : t('exchange:voucher.confirmTitle')}
      </h2>
      <p className={styles.hint}>{t('exchange:voucher.hint')}</p>
      {text('exchange-sender-name', t('exchange:voucher.name'), senderName, setSenderName)}
      {text('exchange-sender-account', t('exchange:voucher.account'), senderAccount, setSenderAccount)}
      {text('exchange-sender-bank', t('exchange:voucher.bank'), senderBank, setSenderBank)}
      {!filled && <p className={styles.hint}>{t('exchange:voucher.fillFirst')}</p>}
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.field}>
        {filled && withVoucher && (
          <FileHandIn
            handIn={handIn}
            label={t('exchange:voucher.upload')}
            texts={{
              sent: 'exchange:voucher.sent',
              failed: 'exchange:voucher.failed',
              tooLarge: 'exchange:voucher.tooLarge',
            }}
            testId="exchange-voucher-file"
          />
        )}
        {filled && !withVoucher && (
          <Button
            block
            color="primary"
            size="large"
            loading={step.isPending}
            data-testid="exchange-confirm-payment-send"
            onClick={() => void submit().catch(() => undefined)}
          >
            {t('exchange:actions.confirmPayment')}
          </Button>
        )}
      </div>
    </Popup>
  );
}
