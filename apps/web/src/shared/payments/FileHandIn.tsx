import { UPLOAD_MAX_BYTES } from '@volna/contracts';
import { Button, ProgressBar, Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './FileHandIn.module.css';

/** Receipts and documents: a screenshot, a photo or a PDF. */
const ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

type Props = {
  /** Uploads the file (reporting progress) and hands it in; rejects when either step fails. */
  handIn: (file: File, onProgress: (percent: number) => void) => Promise<unknown>;
  label: string;
  /** Translation keys: done, failed, and too large (given `mb`). */
  texts: { sent: string; failed: string; tooLarge: string };
  testId: string;
  outline?: boolean;
};

/** Picks a file, refuses one over the upload limit, uploads it with a progress bar and hands it in. */
export function FileHandIn({ handIn, label, texts, testId, outline = false }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  const onPick = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES) {
      Toast.show({ content: t(texts.tooLarge, { mb: Math.floor(UPLOAD_MAX_BYTES / 1024 / 1024) }) });
      return;
    }
    setFailed(false);
    setProgress(0);
    try {
      await handIn(file, setProgress);
      Toast.show({ icon: 'success', content: t(texts.sent) });
    } catch {
      setFailed(true);
    } finally {
      setProgress(null);
    }
  };

  return (
    <div>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        hidden
        data-testid={testId}
        onChange={(event) => void onPick(event.target.files?.[0])}
      />
      <Button
        block
        color="primary"
        fill={outline ? 'outline' : 'solid'}
        loading={progress !== null}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      {progress !== null && (
        <div className={styles.progress} aria-live="polite">
          <ProgressBar percent={progress} text />
        </div>
      )}
      {failed && (
        <p className={styles.failed} role="alert">
          {t(texts.failed)}
        </p>
      )}
    </div>
  );
}
