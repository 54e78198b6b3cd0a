import {
  COMPLAINT_REASONS,
  COMPLAINT_TEXT_MAX_LENGTH,
  type ComplaintReason,
  type ComplaintTargetTypeValue,
} from '@volna/contracts';
import { Button, Popup, Radio, Space, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../ui/TextArea.tsx';
import styles from './ComplaintSheet.module.css';
import { useComplaint } from './postComplaint.ts';

export type ComplaintTarget = { targetType: ComplaintTargetTypeValue; targetId: string | number };

type Props = {
  /** What is complained about; null keeps the sheet closed. */
  target: ComplaintTarget | null;
  onClose: () => void;
};

/**
 * A complaint about a user, a group, a message or an order: a reason from the list and an optional text. Shared so
 * a profile, a group's settings or a message menu open it without depending on the support area.
 */
export function ComplaintSheet({ target, onClose }: Props) {
  const { t } = useTranslation();
  const complaint = useComplaint();
  const [reason, setReason] = useState<ComplaintReason | null>(null);
  const [text, setText] = useState('');

  const close = () => {
    setReason(null);
    setText('');
    onClose();
  };

  const submit = async () => {
    if (!target || !reason) return;
    try {
      await complaint.mutateAsync({
        targetType: target.targetType,
        targetId: String(target.targetId),
        reason,
        text: text.trim(),
      });
      Toast.show({ icon: 'success', content: t('support:complaint.sent') });
      close();
    } catch {
      // The API helper showed the server's reason; the sheet stays open to fix it.
    }
  };

  return (
    <Popup visible={target !== null} onMaskClick={close} onClose={close} bodyClassName={styles.body}>
      <div className={styles.sheet} data-testid="complaint-sheet">
        <h3 className={styles.title}>{t('support:complaint.title')}</h3>
        <Radio.Group value={reason} onChange={(value) => setReason(value as ComplaintReason)}>
          <Space direction="vertical" block>
            {COMPLAINT_REASONS.map((key) => (
              <Radio key={key} value={key} block>
                {t(`support:complaint.reasons.${key}`)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
        <TextArea
          className={styles.text}
          placeholder={t('support:complaint.textPlaceholder')}
          value={text}
          onChange={setText}
          maxLength={COMPLAINT_TEXT_MAX_LENGTH}
          showCount
          rows={3}
          aria-label={t('support:complaint.textPlaceholder')}
        />
        <Space direction="vertical" block>
          <Button
            block
            color="danger"
            disabled={!reason}
            loading={complaint.isPending}
            onClick={() => void submit()}
          >
            {t('support:complaint.submit')}
          </Button>
          <Button block onClick={close}>
            {t('common:cancel')}
          </Button>
        </Space>
      </div>
    </Popup>
  );
}
