import { Badge } from 'antd-mobile';
import { AddCircleOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGroupInvitationCount } from '../groups/group-invitations.ts';
import { afterFirstScreen } from '../lib/after-first-screen.ts';

// The menu (antd-mobile's Popover with floating-ui, ~9 KB gzipped) is not part of the chat list's first screen
// (issue 19): it loads once the page is idle, or on the first tap, and then opens.
const loadPopover = () => import('./ContactsPopover.tsx');
const ContactsPopover = lazy(loadPopover);

/**
 * The chat list's "+" menu: the ways into contacts, groups and search; a dot on it, and the invitations entry, while
 * group invitations wait for an answer.
 */
export function ContactsMenu({ className }: { className?: string }) {
  const { t } = useTranslation();
  const invitations = useGroupInvitationCount().data ?? 0;
  const [opened, setOpened] = useState(false);
  useEffect(() => afterFirstScreen(() => void loadPopover().catch(() => undefined)), []);
  const button = (onClick?: () => void) => (
    <button type="button" className={className} aria-label={t('friends:menu.open')} onClick={onClick}>
      {invitations > 0 ? (
        <Badge content={Badge.dot} aria-label={t('friends:menu.groupInvitations', { count: invitations })}>
          <AddCircleOutline />
        </Badge>
      ) : (
        <AddCircleOutline />
      )}
    </button>
  );
  if (!opened) return button(() => setOpened(true));
  return (
    <Suspense fallback={button()}>
      <ContactsPopover invitations={invitations} trigger={button()} />
    </Suspense>
  );
}
