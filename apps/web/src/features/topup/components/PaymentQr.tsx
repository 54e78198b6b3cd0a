import { SpinLoading } from 'antd-mobile';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './topup.module.css';

/** The payment string drawn as a QR code in the browser, for a banking app's "pay by QR". */
export function PaymentQr({ text }: { text: string }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setFailed(false);
    QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 440 })
      .then((url) => current && setImage(url))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [text]);

  return (
    <div className={styles.qr}>
      {failed ? (
        <p className={styles.hint}>{t('topup:qr.failed')}</p>
      ) : image ? (
        <img src={image} alt={t('topup:qr.alt')} data-testid="payment-qr" />
      ) : (
        <SpinLoading />
      )}
      <p className={styles.hint}>{t('topup:qr.hint')}</p>
    </div>
  );
}
