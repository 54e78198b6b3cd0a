import { useEffect } from 'react';
import { useUnread } from '../../api/unread.ts';
import { badgeText } from '../../model/list-tabs.ts';

const baseTitle = typeof document === 'undefined' ? '' : document.title;

/**
 * The app badge of spec §4 (every tab plus the newest customer-service group, '99+' above 99) for the chat tab, and
 * the same count in the browser tab's title while there is one.
 */
export function useAppBadge(): string {
  const text = badgeText(useUnread().data?.total);
  useEffect(() => {
    document.title = text ? `(${text}) ${baseTitle}` : baseTitle;
  }, [text]);
  return text;
}
