import { useTranslation } from 'react-i18next';
import { QrImage } from '../../../shared/ui/QrImage.tsx';
import styles from './topup.module.css';

/** The payment string drawn as a QR code in the browser, for a banking app's "pay by QR". */
export function PaymentQr({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.qr}>
      <QrImage text={text} alt={t('topup:qr.alt')} failedText={t('topup:qr.failed')} testId="payment-qr" />
      <p className={styles.hint}>{t('topup:qr.hint')}</p>
    </div>
  );
}
