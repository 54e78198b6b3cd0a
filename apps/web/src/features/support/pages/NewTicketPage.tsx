import { TICKET_SUBJECT_MAX_LENGTH, TICKET_TEXT_MAX_LENGTH } from '@volna/contracts';
import { Button, Input, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { useExitPrompt } from '../../../shared/ui/useExitPrompt.ts';
import { useOpenTicket } from '../api/tickets.ts';
import { SupportFrame } from '../components/SupportFrame.tsx';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import styles from '../components/support.module.css';

/** Opening a ticket: a subject and the first message; then its thread opens in place of this form. */
export default function NewTicketPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useOpenTicket();
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const { allowLeave } = useExitPrompt(subject.trim() !== '' || text.trim() !== '');
  const missingSubject = subject.trim() === '';
  const missingText = text.trim() === '';

  const onSubmit = async () => {
    setShowErrors(true);
    if (missingSubject || missingText || open.isPending) return;
    try {
      const ticket = await open.mutateAsync({ subject: subject.trim(), text: text.trim() });
      Toast.show({ icon: 'success', content: t('support:newTicket.opened') });
      allowLeave();
      navigate(`${paths.ticket}?id=${ticket.id}`, { replace: true });
    } catch {
      // Shown by the API helper; what was typed stays.
    }
  };

  return (
    <SupportFrame
      title={t('support:newTicket.title')}
      backTo={paths.tickets}
      footer={
        <Button block color="primary" size="large" loading={open.isPending} onClick={() => void onSubmit()}>
          {t('support:newTicket.submit')}
        </Button>
      }
    >
      <div className={styles.form}>
        <div className={styles.card}>
          <p className={styles.label}>{t('support:newTicket.subject')}</p>
          <Input
            placeholder={t('support:newTicket.subjectPlaceholder')}
            aria-label={t('support:newTicket.subject')}
            value={subject}
            onChange={setSubject}
            maxLength={TICKET_SUBJECT_MAX_LENGTH}
            clearable
          />
          {showErrors && missingSubject && (
            <p className={styles.error} role="alert">
              {t('support:newTicket.subjectRequired')}
            </p>
          )}
        </div>
        <div className={styles.card}>
          <p className={styles.label}>{t('support:newTicket.text')}</p>
          <TextArea
            className={styles.textArea}
            placeholder={t('support:newTicket.textPlaceholder')}
            aria-label={t('support:newTicket.text')}
            value={text}
            onChange={setText}
            maxLength={TICKET_TEXT_MAX_LENGTH}
            showCount
            autoSize={{ minRows: 5, maxRows: 12 }}
          />
          {showErrors && missingText && (
            <p className={styles.error} role="alert">
              {t('support:newTicket.textRequired')}
            </p>
          )}
        </div>
      </div>
    </SupportFrame>
  );
}
