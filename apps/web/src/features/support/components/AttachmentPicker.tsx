import { BUG_REPORT_FILE_MAX_BYTES, BUG_REPORT_FILES_MAX } from '@volna/contracts';
import { ProgressBar } from 'antd-mobile';
import { AddOutline } from 'antd-mobile-icons';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '../model/useAttachments.ts';
import styles from './support.module.css';

const MB = BUG_REPORT_FILE_MAX_BYTES / 1024 / 1024;

type Props = {
  items: Attachment[];
  onAdd: (files: File[]) => void;
  onRemove: (id: string) => void;
  /** While sending, files can be neither added nor removed. */
  busy: boolean;
};

/** The report's files as tiles: an image shows itself, another file its name; each with its upload progress. */
export function AttachmentPicker({ items, onAdd, onRemove, busy }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);

  return (
    <div>
      <p className={styles.label}>{t('support:report.files')}</p>
      <div className={styles.files} data-testid="report-files">
        {items.map((item) => (
          <div key={item.id} className={styles.tile} data-testid="report-file">
            {item.preview ? (
              <img src={item.preview} alt={item.file.name} />
            ) : (
              <span className={styles.fileName}>{item.file.name}</span>
            )}
            {!busy && (
              <button
                type="button"
                className={styles.remove}
                aria-label={t('support:report.removeFile', { name: item.file.name })}
                onClick={() => onRemove(item.id)}
              >
                ✕
              </button>
            )}
            {item.failed ? (
              <span className={styles.failed}>{t('support:report.uploadFailed')}</span>
            ) : (
              (busy || item.url) && (
                <ProgressBar
                  className={styles.progress}
                  percent={item.progress}
                  data-testid="report-file-progress"
                  style={{ '--track-width': '4px' }}
                />
              )
            )}
          </div>
        ))}
        {items.length < BUG_REPORT_FILES_MAX && !busy && (
          <button
            type="button"
            className={`${styles.tile} ${styles.add}`}
            onClick={() => input.current?.click()}
          >
            <AddOutline className={styles.addIcon} />
            {t('support:report.addFile')}
          </button>
        )}
      </div>
      <p className={styles.hint}>{t('support:report.filesHint', { max: BUG_REPORT_FILES_MAX, mb: MB })}</p>
      <input
        ref={input}
        className={styles.hiddenInput}
        type="file"
        multiple
        accept="image/*,video/*,.pdf,.txt,.log,.zip"
        data-testid="report-file-input"
        onChange={(event) => {
          onAdd([...(event.target.files ?? [])]);
          // The same file can be picked again after being removed.
          event.target.value = '';
        }}
      />
    </div>
  );
}
