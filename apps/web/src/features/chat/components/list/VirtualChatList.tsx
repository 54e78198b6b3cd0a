import type { ReactNode } from 'react';
import { Virtuoso } from 'react-virtuoso';
import type { ChatRowModel } from '../../../../shared/messaging/model/useChatRows.ts';
import { ChatRow, type ChatRowActions } from './ChatRow.tsx';
import styles from './chat-list.module.css';

type FooterContext = { footer: ReactNode };

/** Under the rows: the message search while searching, else a little room above the tab bar. */
function ListFooter({ context }: { context?: FooterContext }) {
  return context?.footer ? context.footer : <div className={styles.footer} />;
}

/**
 * A long chat list, drawn a screenful at a time inside the page's scroller. Loaded only for a list longer than
 * ChatListPage draws in full: react-virtuoso is ~19 KB gzipped that most first screens do not need (issue 19).
 */
export default function VirtualChatList({
  scroller,
  rows,
  footer,
  ...actions
}: { scroller: HTMLElement; rows: ChatRowModel[]; footer: ReactNode } & ChatRowActions) {
  return (
    <Virtuoso
      customScrollParent={scroller}
      data={rows}
      computeItemKey={(_, row) => row.id}
      itemContent={(_, row) => <ChatRow row={row} {...actions} />}
      context={{ footer }}
      components={{ Footer: ListFooter }}
    />
  );
}
