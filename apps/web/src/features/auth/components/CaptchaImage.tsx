import { DotLoading } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { CaptchaImage as Captcha } from '../api/captchaImage.ts';
import styles from '../pages/LoginPage.module.css';

/** svg-captcha answers SVG markup; a data URL or base64 PNG is shown as it is. */
function imageSource(img: string) {
  if (img.startsWith('data:')) return img;
  if (img.trimStart().startsWith('<')) return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(img)}`;
  return `data:image/png;base64,${img}`;
}

/** The captcha picture; tapping it draws a new one. */
export function CaptchaImage({ captcha, onRefresh }: { captcha?: Captcha; onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.captcha}
      onClick={onRefresh}
      aria-label={t('auth:captchaRefresh')}
    >
      {captcha ? <img src={imageSource(captcha.img)} alt={t('auth:captchaRefresh')} /> : <DotLoading />}
    </button>
  );
}
