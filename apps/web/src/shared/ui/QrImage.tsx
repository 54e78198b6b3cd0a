import { SpinLoading } from 'antd-mobile';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import styles from './QrImage.module.css';

type Props = {
  text: string;
  /** What the picture is, for screen readers. */
  alt: string;
  /** Said instead of the picture when it cannot be drawn. */
  failedText: string;
  testId?: string;
};

/** `text` drawn as a QR code in the browser (the qrcode package), a spinner while it is drawn. */
export function QrImage({ text, alt, failedText, testId }: Props) {
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

  if (failed) return <p className={styles.failed}>{failedText}</p>;
  if (!image) return <SpinLoading />;
  return <img className={styles.image} src={image} alt={alt} data-testid={testId} />;
}
