import type { ChatMessage } from '@volna/contracts';
import { DotLoading } from 'antd-mobile';
import { forwardRef, useCallback, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListRange, Virtuoso, type VirtuosoHandle } from 'react-virtuoso';
import { currentLanguage } from '../../../../shared/i18n/i18n.ts';
import {
  dayLabel,
  daySeparators,
  FIRST_ITEM_INDEX,
  type ListAnchor,
  nextAnchor,
  readByPeer,
  rowsAfter,
} from '../../model/conversation-view.ts';
import type { OutgoingMessage } from '../../model/outbox.ts';
import styles from './conversation.module.css';
import { MessageRow, OutgoingRow } from './MessageRow.tsx';

type ListContext = { loadingOlder: boolean };

/** How many times a jump puts its message back in view when the list moves it away on its own. */
const JUMP_RETRIES_MAX = 20;

const LIST_PARTS = {
  Header: ({ context }: { context?: ListContext }) => (
    <div className={styles.listHeader}>{context?.loadingOlder && <DotLoading color="primary" />}</div>
  ),
  Footer: () => <div className={styles.listFooter} />,
};

type Row =
  | { kind: 'message'; key: string; message: ChatMessage; time: number }
  | { kind: 'outgoing'; key: string; entry: OutgoingMessage; time: number };

export type MessageListHandle = {
  scrollToBottom: () => void;
  /** Scrolls to a loaded message; false when it is not loaded. */
  scrollToMessage: (msgUid: string) => boolean;
};

type Props = {
  messages: ChatMessage[];
  outgoing: OutgoingMessage[];
  myUserId: number;
  peerReadTime: number | undefined;
  hasOlder: boolean;
  loadingOlder: boolean;
  loadOlder: () => void;
  highlighted: string | null;
  onMenu: (message: ChatMessage) => void;
  onRetry: (entry: OutgoingMessage) => void;
  onDiscard: (entry: OutgoingMessage) => void;
};

/**
 * The history, virtualized: older pages come in at the top without moving what the reader looks at (Virtuoso's
 * firstItemIndex goes down by the rows put in front), new messages are followed while at the bottom, and a pill
 * counts those that arrived while the reader was scrolled up.
 */
export const MessageList = forwardRef<MessageListHandle, Props>(function MessageList(props, ref) {
  const { messages, outgoing, myUserId, peerReadTime, hasOlder, loadingOlder, loadOlder } = props;
  const { t } = useTranslation();
  const virtuoso = useRef<VirtuosoHandle>(null);
  const [atBottom, setAtBottom] = useState(true);
  const [lastSeenKey, setLastSeenKey] = useState<string | null>(null);

  const rows = useMemo<Row[]>(
    () => [
      ...messages.map((message) => ({
        kind: 'message' as const,
        key: `m:${message.msgUid}`,
        message,
        time: message.sentTime,
      })),
      ...outgoing.map((entry) => ({
        kind: 'outgoing' as const,
        key: `o:${entry.clientMsgId}`,
        entry,
        time: entry.createdAt,
      })),
    ],
    [messages, outgoing],
  );
  const keys = useMemo(() => rows.map((row) => row.key), [rows]);
  // A reply on its way shows what it quotes, found among the loaded messages.
  const byUid = useMemo(() => new Map(messages.map((message) => [message.msgUid, message])), [messages]);
  const separators = useMemo(() => daySeparators(rows.map((row) => row.time)), [rows]);

  // Computed while rendering, so the list never paints one frame with the old index and the new rows.
  const anchor = useRef<ListAnchor>({ firstKey: null, firstItemIndex: FIRST_ITEM_INDEX });
  anchor.current = nextAnchor(anchor.current, keys);
  const firstItemIndex = anchor.current.firstItemIndex;

  const lastKey = keys[keys.length - 1] ?? null;
  if (atBottom && lastSeenKey !== lastKey) setLastSeenKey(lastKey);
  const unseen = atBottom ? 0 : rowsAfter(keys, lastSeenKey);

  // A search jump holds its message in view until the reader scrolls: the list may still be settling (measuring
  // rows, finishing its first move to the bottom) and move it away on its own, more so on a slow phone.
  const jump = useRef<{ key: string; retries: number } | null>(null);
  const keysNow = useRef(keys);
  keysNow.current = keys;
  const firstIndexNow = useRef(firstItemIndex);
  firstIndexNow.current = firstItemIndex;
  const dropJump = useCallback(() => {
    jump.current = null;
  }, []);
  const onRangeChanged = useCallback((range: ListRange) => {
    const target = jump.current;
    if (!target) return;
    const index = keysNow.current.indexOf(target.key);
    const at = index + firstIndexNow.current;
    if (index === -1 || target.retries >= JUMP_RETRIES_MAX) jump.current = null;
    else if (at < range.startIndex || at > range.endIndex) {
      target.retries += 1;
      virtuoso.current?.scrollToIndex({ index, align: 'center', behavior: 'auto' });
    }
  }, []);

  const scrollToBottom = useCallback(() => {
    jump.current = null;
    virtuoso.current?.scrollToIndex({ index: 'LAST', align: 'end', behavior: 'auto' });
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      scrollToBottom,
      scrollToMessage: (msgUid) => {
        const index = keys.indexOf(`m:${msgUid}`);
        if (index === -1) return false;
        jump.current = { key: `m:${msgUid}`, retries: 0 };
        virtuoso.current?.scrollToIndex({ index, align: 'center', behavior: 'auto' });
        return true;
      },
    }),
    [keys, scrollToBottom],
  );

  const lang = currentLanguage();
  const now = Date.now();
  const onStartReached = useCallback(() => {
    if (hasOlder && !loadingOlder) loadOlder();
  }, [hasOlder, loadingOlder, loadOlder]);

  return (
    <>
      <Virtuoso
        ref={virtuoso}
        className={styles.list}
        data={rows}
        firstItemIndex={firstItemIndex}
        initialTopMostItemIndex={{ index: 'LAST', align: 'end' }}
        computeItemKey={(_, row) => row.key}
        startReached={onStartReached}
        followOutput={(bottom) => (bottom ? 'smooth' : false)}
        atBottomStateChange={setAtBottom}
        atBottomThreshold={60}
        rangeChanged={onRangeChanged}
        onWheel={dropJump}
        onPointerDown={dropJump}
        onKeyDown={dropJump}
        increaseViewportBy={{ top: 400, bottom: 200 }}
        context={{ loadingOlder }}
        components={LIST_PARTS}
        itemContent={(index, row) => {
          const at = index - firstItemIndex;
          const dayHeader = separators[at] ? dayLabel(row.time, lang, now) : null;
          if (row.kind === 'outgoing')
            return (
              <OutgoingRow
                entry={row.entry}
                quoted={row.entry.body.quote ? byUid.get(row.entry.body.quote.msgUid) : undefined}
                myUserId={myUserId}
                dayHeader={dayHeader}
                onRetry={props.onRetry}
                onDiscard={props.onDiscard}
              />
            );
          return (
            <MessageRow
              message={row.message}
              myUserId={myUserId}
              dayHeader={dayHeader}
              read={readByPeer(row.message, myUserId, peerReadTime)}
              highlighted={props.highlighted === row.message.msgUid}
              onMenu={props.onMenu}
            />
          );
        }}
      />
      {unseen > 0 && (
        <button type="button" className={styles.pill} onClick={scrollToBottom}>
          {t('conversation:newMessages', { count: unseen })}
        </button>
      )}
    </>
  );
});
