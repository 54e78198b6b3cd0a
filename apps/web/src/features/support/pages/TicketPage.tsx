import { TICKET_TEXT_MAX_LENGTH } from '@volna/contracts';
import { Button, Skeleton, Tag } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { chatTime } from '../../../shared/format/chat-time.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { useAddTicketMessage, useTicket } from '../api/tickets.ts';
import { SupportFrame } from '../components/SupportFrame.tsx';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import styles from '../components/support.module.css';
import { canAddTo, ticketStatusColor, ticketStatusKey } from '../model/status.ts';

/** A ticket's thread, mine on the right and staff's on the left; staff replies arrive live. */
export default function TicketPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const ticket = useTicket(id);
  const add = useAddTicketMessage();
  const [text, setText] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const lang = currentLanguage();

  const count = ticket.data?.messages.length ?? 0;
  useEffect(() => {
    if (count > 0) end.current?.scrollIntoView({ block: 'end' });
  }, [count]);

  const onSend = async () => {
    const value = text.trim();
    if (!value || add.isPending) return;
    try {
      await add.mutateAsync({ ticketId: id, text: value });
      setText('');
    } catch {
      // Shown by the API helper (a ticket processed meanwhile among others); the text stays.
    }
  };

  if (ticket.isPending)
    return (
      <SupportFrame title={t('support:thread.title')} backTo={paths.tickets}>
        <Skeleton.Paragraph lineCount={6} animated className={styles.form} />
      </SupportFrame>
    );
  if (ticket.isError)
    return (
      <SupportFrame title={t('support:thread.title')} backTo={paths.tickets}>
        <LoadFailed onRetry={() => void ticket.refetch()} reason={ticket.error.message} />
      </SupportFrame>
    );

  const data = ticket.data;
  const open = canAddTo(data.status);
  const footer = open ? (
    <div className={styles.composer} data-hides-help>
      <TextArea
        placeholder={t('support:thread.placeholder')}
        aria-label={t('support:thread.placeholder')}
        value={text}
        onChange={setText}
        maxLength={TICKET_TEXT_MAX_LENGTH}
        autoSize={{ minRows: 1, maxRows: 4 }}
      />
      <Button color="primary" loading={add.isPending} disabled={!text.trim()} onClick={() => void onSend()}>
        {t('support:thread.send')}
      </Button>
    </div>
  ) : (
    <p className={styles.closedNote} data-testid="ticket-closed">
      {t('support:thread.closedNote')}
    </p>
  );

  return (
    <SupportFrame
      title={t('support:thread.title')}
      backTo={paths.tickets}
      right={
        <Tag color={ticketStatusColor(data.status)} fill="outline" data-testid="ticket-status">
          {t(ticketStatusKey(data.status))}
        </Tag>
      }
      footer={footer}
    >
      <h2 className={styles.subject}>{data.subject}</h2>
      <div className={styles.thread} data-testid="ticket-thread">
        {data.messages.map((message) => (
          <div
            key={message.id}
            className={`${styles.bubble} ${message.fromStaff ? styles.theirs : styles.mine}`}
            data-testid="ticket-message"
            data-from-staff={message.fromStaff}
          >
            <span className={styles.author}>
              {message.fromStaff ? t('support:thread.staff') : t('support:thread.me')} ·{' '}
              {chatTime(Date.parse(message.createTime), lang)}
            </span>
            {message.text}
          </div>
        ))}
        <div ref={end} />
      </div>
    </SupportFrame>
  );
}
