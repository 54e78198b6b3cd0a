import type { ConversationKey } from '@volna/contracts';
import { Button, Skeleton } from 'antd-mobile';
import { SearchOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatTime } from '../../../../shared/format/chat-time.ts';
import { currentLanguage } from '../../../../shared/i18n/i18n.ts';
import { useSessionStore } from '../../../../shared/session/session-store.ts';
import { useSearchAcrossChats } from '../../../../shared/messaging/api/searchAcrossChats.ts';
import { keyOf } from '../../../../shared/messaging/model/conversation-key.ts';
import { messagePreview, type Translate } from '../../../../shared/messaging/model/list-preview.ts';
import styles from './chat-list.module.css';
import type { ChatRowModel } from '../../../../shared/messaging/model/useChatRows.ts';

type Props = { query: string; chats: readonly ChatRowModel[]; onOpen: (key: ConversationKey) => void };

/**
 * Below the chats that match by name or latest message: a search of the tab's chats' messages, asked for with a
 * tap, each hit opening its chat.
 */
export function MessageSearch({ query, chats, onOpen }: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const myUserId = useSessionStore((state) => state.session?.userId);
  const [asked, setAsked] = useState<string | null>(null);
  const keyword = asked === query ? query : null;
  const search = useSearchAcrossChats(
    chats.map((chat) => chat.key),
    keyword,
  );

  if (chats.length === 0) return null;
  if (keyword === null)
    return (
      <button type="button" className={styles.searchMessages} onClick={() => setAsked(query)}>
        <SearchOutline />
        <span>{t('chat:search.inMessages', { query })}</span>
      </button>
    );
  if (search.isPending)
    return (
      <div className={styles.hits} aria-busy="true">
        <Skeleton.Paragraph lineCount={3} animated />
      </div>
    );
  if (search.isError)
    return (
      <div className={styles.noMatch}>
        <p>{t('chat:search.failed')}</p>
        <Button size="small" onClick={() => void search.refetch()}>
          {t('common:retry')}
        </Button>
      </div>
    );
  if (search.data.length === 0)
    return <p className={styles.noMatch}>{t('chat:search.noMessages', { query })}</p>;

  const titles = new Map(chats.map((chat) => [chat.id, chat.title]));
  const ctx = { t: t as unknown as Translate, lang, myUserId, nameOf: () => '' };
  return (
    <section className={styles.hits} aria-label={t('chat:search.messagesTitle')}>
      <h2 className={styles.hitsTitle}>{t('chat:search.messagesTitle')}</h2>
      {search.data.map((found) => (
        <div key={keyOf(found.key)} className={styles.hitChat}>
          <div className={styles.hitChatTitle}>{titles.get(keyOf(found.key))}</div>
          {found.messages.map((message) => (
            <button
              type="button"
              key={message.msgUid}
              className={styles.hit}
              data-hit={message.msgUid}
              onClick={() => onOpen(found.key)}
            >
              <span className={styles.preview}>{messagePreview(message, ctx)}</span>
              <span className={styles.time}>{chatTime(message.sentTime, lang)}</span>
            </button>
          ))}
        </div>
      ))}
    </section>
  );
}
