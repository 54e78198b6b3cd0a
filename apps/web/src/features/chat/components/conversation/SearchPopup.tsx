import type { ChatMessage, ConversationKey } from '@volna/contracts';
import { DotLoading, InfiniteScroll, List, Popup, SearchBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chatTime } from '../../../../shared/format/chat-time.ts';
import { currentLanguage } from '../../../../shared/i18n/i18n.ts';
import { useSearchMessages } from '../../api/searchMessages.ts';
import styles from './conversation.module.css';
import { messageSummary } from './message-text.tsx';

const DEBOUNCE_MS = 500;

type Props = {
  chat: ConversationKey;
  visible: boolean;
  onClose: () => void;
  onPick: (message: ChatMessage) => void;
};

/** Search in this chat: matches newest first; a tap closes the search and jumps to the message. */
export function SearchPopup({ chat, visible, onClose, onPick }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const search = useSearchMessages(chat, keyword);
  const lang = currentLanguage();
  const rows = search.data?.pages.flatMap((page) => page.rows) ?? [];
  const total = search.data?.pages[0]?.total ?? 0;

  let body: React.ReactNode;
  if (!keyword) body = <div className={styles.searchHint}>{t('conversation:search.hint')}</div>;
  else if (search.isPending)
    body = (
      <div className={styles.searchHint}>
        <DotLoading color="primary" />
      </div>
    );
  else if (search.isError)
    body = (
      <div className={styles.searchHint}>
        {t('conversation:search.failed')}{' '}
        <button type="button" className={styles.smallButton} onClick={() => void search.refetch()}>
          {t('conversation:retry')}
        </button>
      </div>
    );
  else if (rows.length === 0)
    body = <div className={styles.searchHint}>{t('conversation:search.nothing')}</div>;
  else
    body = (
      <List>
        {rows.map((message) => (
          <List.Item
            key={message.msgUid}
            extra={chatTime(message.sentTime, lang)}
            onClick={() => {
              onPick(message);
              onClose();
            }}
          >
            <span className={styles.searchItem}>{messageSummary(message, t, lang)}</span>
          </List.Item>
        ))}
      </List>
    );

  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      position="top"
      bodyStyle={{ height: '100%' }}
      destroyOnClose
    >
      <div className={styles.search}>
        <div className={styles.searchBar}>
          <SearchBar
            placeholder={t('conversation:search.placeholder')}
            value={typed}
            onChange={setTyped}
            autoFocus
            onSearch={(value) => setKeyword(value.trim())}
          />
          <button type="button" className={styles.smallButton} onClick={onClose}>
            {t('common:cancel')}
          </button>
        </div>
        <div className={styles.searchResults}>
          {body}
          {rows.length > 0 && (
            <InfiniteScroll
              hasMore={search.hasNextPage}
              loadMore={async () => void (await search.fetchNextPage({ throwOnError: true }))}
            >
              {search.hasNextPage ? (
                <DotLoading color="primary" />
              ) : (
                t('conversation:search.end', { count: total })
              )}
            </InfiniteScroll>
          )}
        </div>
      </div>
    </Popup>
  );
}
