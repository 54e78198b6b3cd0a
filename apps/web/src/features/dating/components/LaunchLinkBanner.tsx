import { useQuery } from '@tanstack/react-query';
import { displayName } from '@volna/contracts';
import { Button } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../../shared/api/client.ts';
import { forgetLaunchLink, type LaunchLink, storedLaunchLink } from '../../../shared/lib/launch-link.ts';
import { fetchGroup } from '../../../shared/messaging/api/group.ts';
import { fetchChatUser } from '../../../shared/messaging/api/users.ts';
import styles from './dating.module.css';

/** The line to offer for a link, or null when it is not the user's to open (no such user, not a member, not a party). */
async function offerOf(link: LaunchLink, t: TFunction): Promise<string | null> {
  if (link.kind === 'chat') {
    const user = await fetchChatUser(Number(link.targetId));
    return user ? t('dating:launchLink.chat', { name: displayName(user) }) : null;
  }
  if (link.kind === 'group') {
    const group = await fetchGroup(link.groupId);
    return t('dating:launchLink.group', { name: group.groupName });
  }
  await api.get(link.check, { silent: true });
  return t('dating:launchLink.order', { id: link.id });
}

/**
 * A link that named a chat or an order landed here by the launch allow-list (spec §2): one line offers what it named,
 * when it is the user's to open (issue 30). Opening it or closing the line forgets it.
 */
export function LaunchLinkBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [link, setLink] = useState(storedLaunchLink);
  const offer = useQuery({
    queryKey: ['launchLink', link?.path],
    queryFn: () => offerOf(link!, t).catch(() => null),
    enabled: link !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (!link || !offer.data) return null;
  const close = () => {
    forgetLaunchLink();
    setLink(null);
  };
  return (
    <div className={styles.banner} role="note" data-testid="launch-link">
      <button
        type="button"
        className={styles.launchLink}
        onClick={() => {
          close();
          navigate(link.path);
        }}
      >
        {offer.data}
      </button>
      <Button size="mini" fill="none" onClick={close} aria-label={t('common:close')}>
        <CloseOutline />
      </Button>
    </div>
  );
}
