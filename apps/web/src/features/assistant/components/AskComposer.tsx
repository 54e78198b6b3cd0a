import { ASSISTANT_QUESTION_MAX_LENGTH } from '@volna/contracts';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import styles from './assistant.module.css';

type Props = { streaming: boolean; onAsk: (question: string) => void; onStop: () => void };

/** The question box: Send while idle (Enter sends, Shift+Enter breaks the line), Stop while an answer streams. */
export function AskComposer({ streaming, onAsk, onStop }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const question = text.trim();
  const send = () => {
    if (!question || streaming) return;
    onAsk(question);
    setText('');
  };
  return (
    <div className={styles.composer} data-hides-help>
      <TextArea
        className={styles.input}
        value={text}
        onChange={setText}
        placeholder={t('assistant:placeholder')}
        aria-label={t('assistant:placeholder')}
        autoSize={{ minRows: 1, maxRows: 5 }}
        maxLength={ASSISTANT_QUESTION_MAX_LENGTH}
        onEnterPress={(event) => {
          if (event.shiftKey) return;
          event.preventDefault();
          send();
        }}
      />
      {streaming ? (
        <Button color="danger" fill="outline" onClick={onStop} data-action="stop">
          {t('assistant:stop')}
        </Button>
      ) : (
        <Button color="primary" disabled={!question} onClick={send} data-action="send">
          {t('assistant:send')}
        </Button>
      )}
    </div>
  );
}
