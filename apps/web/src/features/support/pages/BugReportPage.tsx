import {
  BUG_REPORT_CATEGORIES,
  BUG_REPORT_DESCRIPTION_MAX_LENGTH,
  BUG_REPORT_FILE_MAX_BYTES,
  BUG_REPORT_FILES_MAX,
  type BugReportCategory,
} from '@volna/contracts';
import { Button, Result, Selector, Toast } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { useExitPrompt } from '../../../shared/ui/useExitPrompt.ts';
import { uploadReportFile, useSubmitReport } from '../api/bugReports.ts';
import { AttachmentPicker } from '../components/AttachmentPicker.tsx';
import { SupportFrame } from '../components/SupportFrame.tsx';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import styles from '../components/support.module.css';
import { deviceInfoOf } from '../model/device-info.ts';
import type { FileRefusal } from '../model/report-files.ts';
import { useAttachments } from '../model/useAttachments.ts';

const MB = BUG_REPORT_FILE_MAX_BYTES / 1024 / 1024;

/** Bug report (spec §5); "report another problem" starts a fresh form. */
export default function BugReportPage() {
  const [round, setRound] = useState(0);
  return <BugReportForm key={round} onAnother={() => setRound((value) => value + 1)} />;
}

/** Description, category, up to 10 files of 5 MB with previews and progress; device info goes along unasked. */
function BugReportForm({ onAnother }: { onAnother: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const submit = useSubmitReport();
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<BugReportCategory>('other');
  const [showErrors, setShowErrors] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [sent, setSent] = useState(false);

  const onRefused = useCallback(
    (reason: FileRefusal, name: string) =>
      Toast.show({ content: t(`support:report.${reason}`, { name, max: BUG_REPORT_FILES_MAX, mb: MB }) }),
    [t],
  );
  const files = useAttachments(uploadReportFile, onRefused);
  const busy = uploading || submit.isPending;
  const dirty = !sent && (description.trim() !== '' || files.items.length > 0);
  const { allowLeave } = useExitPrompt(dirty);
  const missingDescription = description.trim() === '';

  const onSubmit = async () => {
    setShowErrors(true);
    if (missingDescription || busy) return;
    setUploading(true);
    let urls: string[];
    try {
      urls = await files.uploadAll();
    } catch {
      // The upload helper toasted why; the failed tiles say which, and sending again retries only those.
      return;
    } finally {
      setUploading(false);
    }
    try {
      await submit.mutateAsync({
        description: description.trim(),
        category,
        files: urls,
        device: deviceInfoOf(window, currentLanguage()),
      });
      allowLeave();
      setSent(true);
    } catch {
      // Shown by the API helper; the form keeps what was typed.
    }
  };

  if (sent)
    return (
      <SupportFrame title={t('support:report.title')}>
        <Result
          status="success"
          title={t('support:report.sentTitle')}
          description={t('support:report.sentDescription')}
          data-testid="report-sent"
        />
        <div className={styles.actions}>
          <Button block color="primary" onClick={() => navigate(paths.myReports, { replace: true })}>
            {t('support:report.viewReports')}
          </Button>
          <Button block onClick={onAnother}>
            {t('support:report.newReport')}
          </Button>
        </div>
      </SupportFrame>
    );

  return (
    <SupportFrame
      title={t('support:report.title')}
      footer={
        <Button block color="primary" size="large" loading={busy} onClick={() => void onSubmit()}>
          {t('support:report.submit')}
        </Button>
      }
    >
      <div className={styles.form}>
        <div className={styles.card}>
          <p className={styles.label}>{t('support:report.description')}</p>
          <TextArea
            className={styles.textArea}
            placeholder={t('support:report.descriptionPlaceholder')}
            aria-label={t('support:report.description')}
            value={description}
            onChange={setDescription}
            maxLength={BUG_REPORT_DESCRIPTION_MAX_LENGTH}
            showCount
            autoSize={{ minRows: 4, maxRows: 10 }}
            disabled={busy}
          />
          {showErrors && missingDescription && (
            <p className={styles.error} role="alert">
              {t('support:report.descriptionRequired')}
            </p>
          )}
        </div>
        <div className={styles.card}>
          <p className={styles.label}>{t('support:report.category')}</p>
          <Selector
            columns={2}
            value={[category]}
            disabled={busy}
            onChange={(value) => {
              if (value[0]) setCategory(value[0]);
            }}
            options={BUG_REPORT_CATEGORIES.map((key) => ({
              value: key,
              label: t(`support:report.categories.${key}`),
            }))}
          />
        </div>
        <div className={styles.card}>
          <AttachmentPicker items={files.items} onAdd={files.add} onRemove={files.remove} busy={busy} />
        </div>
        <p className={styles.hint}>{t('support:report.deviceNote')}</p>
      </div>
    </SupportFrame>
  );
}
