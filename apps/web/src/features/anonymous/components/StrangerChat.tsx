import { ANON_MESSAGE_MAX_LENGTH, ANON_TRANSITIONS, type AnonStatusVo } from '@volna/contracts';
import { Button, Dialog } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import { useAnonMessages } from '../api/messages.ts';
import { useAnonAction, useAnonSend } from '../api/mutations.ts';
import styles from './anonymous.module.css';
import { ReportPopup } from './ReportPopup.tsx';

/** The buttons a state offers, in this order, drawn from the contracts' transition table. */
const ACTION_ORDER = ['accept', 'reject', 'propose', 'leave', 'block'] as const;
/** Actions that end the chat: asked about first. */
const CONFIRMED = new Set(['leave', 'block']);
/**
 * Ending or blocking: outlined in red, with the other actions under the banner, far from Send (issue 30: a big red
 * «Block» beside «Send»), and each asks first.
 */
const DESTRUCTIVE = CONFIRMED;

/** A live anonymous chat: the stranger's messages and mine, the composer, and the table's actions. */
export function StrangerChat({ status }: { status: AnonStatusVo }) {
  const { t } = useTranslation();
  const chatId = status.chatId!;
  const messages = useAnonMessages(chatId, true);
  const send = useAnonSend(chatId);
  const action = useAnonAction();
  const [text, setText] = useState('');
  const [reporting, setReporting] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const allowed = ANON_TRANSITIONS[status.state];
  const stranger = status.stranger?.nickName || t('anonymous:stranger');

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new message is the trigger.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.data?.length]);

  const run = async (name: (typeof ACTION_ORDER)[number]) => {
    if (CONFIRMED.has(name)) {
      const confirmed = await Dialog.confirm({
        content: t(`anonymous:confirm.${name}`),
        cancelText: t('common:cancel'),
        confirmText: t(`anonymous:actions.${name}`),
      });
      if (!confirmed) return;
    }
    action.mutate({ chatId, action: name });
  };
  const submit = () => {
    const question = text.trim();
    if (!question) return;
    send.mutate(question, { onSuccess: () => setText('') });
  };

  return (
    <div className={styles.chat} data-testid="stranger-chat" data-state={status.state}>
      <p className={styles.banner}>
        {t('anonymous:chattingWith', { name: stranger })}
        {status.stranger?.brief ? ` · ${status.stranger.brief}` : ''}
      </p>
      {status.state === 'proposedByOther' && (
        <p className={styles.notice}>{t('anonymous:proposedByOther')}</p>
      )}
      {status.state === 'proposedByMe' && <p className={styles.notice}>{t('anonymous:proposedByMe')}</p>}
      <div className={styles.actions}>
        {ACTION_ORDER.filter((name) => allowed[name]).map((name) => (
          <Button
            key={name}
            size="small"
            color={name === 'accept' ? 'primary' : DESTRUCTIVE.has(name) ? 'danger' : 'default'}
            fill={DESTRUCTIVE.has(name) ? 'outline' : 'solid'}
            loading={action.isPending && action.variables?.action === name}
            onClick={() => void run(name)}
            data-action={name}
          >
            {t(`anonymous:actions.${name}`)}
          </Button>
        ))}
        <Button size="small" fill="none" onClick={() => setReporting(true)} data-action="report">
          {t('anonymous:actions.report')}
        </Button>
      </div>
      <div className={styles.messages}>
        {messages.data?.map((message) =>
          message.objectName === 'OL:stranger' ? (
            <p key={message.id} className={message.mine ? styles.mine : styles.theirs}>
              {message.text}
            </p>
          ) : null,
        )}
        <div ref={end} />
      </div>
      <div className={styles.composer} data-hides-help>
        <TextArea
          value={text}
          onChange={setText}
          placeholder={t('anonymous:placeholder')}
          aria-label={t('anonymous:placeholder')}
          autoSize={{ minRows: 1, maxRows: 4 }}
          maxLength={ANON_MESSAGE_MAX_LENGTH}
          onEnterPress={(event) => {
            if (event.shiftKey) return;
            event.preventDefault();
            submit();
          }}
        />
        <Button
          color="primary"
          disabled={!text.trim()}
          loading={send.isPending}
          onClick={submit}
          data-action="send"
        >
          {t('anonymous:send')}
        </Button>
      </div>
      <ReportPopup chatId={reporting ? chatId : null} onClose={() => setReporting(false)} />
    </div>
  );
}
