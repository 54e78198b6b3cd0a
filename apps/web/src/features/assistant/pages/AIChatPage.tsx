import { Button, Dialog, Skeleton } from 'antd-mobile';
import { DeleteOutline } from 'antd-mobile-icons';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { useGoBack } from '../../../shared/lib/navigation.ts';
import { showToast } from '../../../shared/ui/toast.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { NavBar } from '../../../shared/ui/NavBar.tsx';
import { useClearHistory } from '../api/clearHistory.ts';
import { useAssistantHistory } from '../api/history.ts';
import { AskComposer } from '../components/AskComposer.tsx';
import { TurnView } from '../components/TurnView.tsx';
import styles from '../components/assistant.module.css';
import { useAssistantChat } from '../model/useAssistantChat.ts';

/** pages/chat/AIChat: the assistant's conversation, the answer drawn as it streams, Stop, and clearing the history. */
export default function AIChatPage() {
  const { t } = useTranslation();
  const goBack = useGoBack(paths.chat);
  const history = useAssistantHistory();
  const clear = useClearHistory();
  const { live, ask, stop, reset, streaming } = useAssistantChat();
  const end = useRef<HTMLDivElement>(null);
  const turns = history.data?.turns ?? [];
  const suggestions = t('assistant:welcome.suggestions', { returnObjects: true }) as string[];

  // Follow the answer as it grows, and a newly loaded history.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answer's growth and new turns are the triggers.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [live?.answer, live?.question, turns.length]);

  const confirmClear = async () => {
    const confirmed = await Dialog.confirm({
      title: t('assistant:clearConfirm.title'),
      content: t('assistant:clearConfirm.content'),
      cancelText: t('common:cancel'),
      confirmText: t('assistant:clearConfirm.ok'),
    });
    if (!confirmed) return;
    await clear.mutateAsync();
    reset();
    showToast({ content: t('assistant:cleared'), icon: 'success' });
  };

  let body: React.ReactNode;
  if (history.isPending) body = <Skeleton.Paragraph lineCount={6} animated />;
  else if (history.isError && !history.data)
    body = <LoadFailed onRetry={() => void history.refetch()} reason={history.error.message} />;
  else if (turns.length === 0 && !live)
    body = (
      <div className={styles.welcome}>
        <h2>{t('assistant:welcome.title')}</h2>
        <p>{t('assistant:welcome.hint')}</p>
        <div className={styles.suggestions}>
          {suggestions.map((question) => (
            <Button key={question} size="small" shape="rounded" onClick={() => void ask(question)}>
              {question}
            </Button>
          ))}
        </div>
      </div>
    );
  else
    body = (
      <>
        {turns.map((turn) => (
          <TurnView key={turn.id} question={turn.question} answer={turn.answer} finish={turn.finish} />
        ))}
        {live && <TurnView {...live} />}
      </>
    );

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        <NavBar
          onBack={goBack}
          right={
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('assistant:clear')}
              disabled={streaming || turns.length === 0 || clear.isPending}
              onClick={() => void confirmClear()}
            >
              <DeleteOutline />
            </button>
          }
        >
          {t('assistant:title')}
        </NavBar>
      </header>
      <main className={styles.scroller}>
        {history.data && (
          <p className={styles.modeNote} data-mode={history.data.mode}>
            {t(history.data.mode === 'offline' ? 'assistant:offlineNote' : 'assistant:providerNote')}
          </p>
        )}
        <div className={styles.turns}>
          {body}
          <div ref={end} />
        </div>
      </main>
      <AskComposer streaming={streaming} onAsk={(question) => void ask(question)} onStop={stop} />
    </div>
  );
}
