import { COMPLAINT_REASONS } from '@volna/contracts';
import { Button, Popup, Radio, Space, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import { useAnonReport } from '../api/mutations.ts';
import styles from './anonymous.module.css';

/** A complaint about the stranger: the server names him to customer service, never to me. */
export function ReportPopup({ chatId, onClose }: { chatId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const report = useAnonReport();
  const [reason, setReason] = useState<string | null>(null);
  const [text, setText] = useState('');
  const submit = async () => {
    if (chatId === null || !reason) return;
    await report.mutateAsync({ chatId, reason, text: text.trim() });
    Toast.show({ icon: 'success', content: t('support:complaint.sent') });
    setReason(null);
    setText('');
    onClose();
  };
  return (
    <Popup visible={chatId !== null} onMaskClick={onClose} onClose={onClose}>
      <div className={styles.sheet} data-testid="anon-report">
        <h3>{t('support:complaint.title')}</h3>
        <Radio.Group value={reason} onChange={(value) => setReason(String(value))}>
          <Space direction="vertical" block>
            {COMPLAINT_REASONS.map((key) => (
              <Radio key={key} value={key} block>
                {t(`support:complaint.reasons.${key}`)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
        <TextArea
          value={text}
          onChange={setText}
          rows={3}
          maxLength={500}
          placeholder={t('support:complaint.textPlaceholder')}
          aria-label={t('support:complaint.textPlaceholder')}
        />
        <Button
          block
          color="danger"
          disabled={!reason}
          loading={report.isPending}
          onClick={() => void submit().catch(() => {})}
        >
          {t('support:complaint.submit')}
        </Button>
      </div>
    </Popup>
  );
}
