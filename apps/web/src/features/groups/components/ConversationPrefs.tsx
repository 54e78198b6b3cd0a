import type { ConversationKey } from '@volna/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog, List, Switch, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useCleanHistory } from '../../../shared/messaging/api/cleanHistory.ts';
import { useConversations } from '../../../shared/messaging/api/conversations.ts';
import { muteStatusKey, useMuteStatus } from '../../../shared/messaging/api/muteStatus.ts';
import { useSetConversationMute } from '../../../shared/messaging/api/setConversationMute.ts';
import { useSetConversationTop } from '../../../shared/messaging/api/setConversationTop.ts';
import { sameConversation } from '../../../shared/messaging/model/conversation-key.ts';
import styles from './groups.module.css';

/** The chat's own settings, the same for a group, a private chat and a support chat: mute, pin, clear history. */
export function ConversationPrefs({ chat }: { chat: ConversationKey }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mute = useMuteStatus(chat);
  const setMute = useSetConversationMute();
  const setTop = useSetConversationTop();
  const clean = useCleanHistory(chat);
  const conversation = useConversations().data?.find((c) => sameConversation(c, chat));
  const muted = mute.data === 0;
  const pinned = conversation?.isTop ?? false;
  const newest = conversation?.latestMessage?.sentTime;

  const onMute = (on: boolean) =>
    setMute.mutate(
      { ...chat, status: on ? 0 : 1 },
      { onSuccess: () => queryClient.setQueryData(muteStatusKey(chat), on ? 0 : 1) },
    );

  const onClear = async () => {
    if (newest === undefined) return;
    const confirmed = await Dialog.confirm({
      title: t('groups:prefs.clearTitle'),
      content: t('groups:prefs.clearConfirm'),
      cancelText: t('common:cancel'),
      confirmText: t('groups:prefs.clear'),
    });
    if (confirmed)
      clean.mutate(newest, {
        onSuccess: () => Toast.show({ icon: 'success', content: t('groups:prefs.cleared') }),
      });
  };

  return (
    <List className={styles.section}>
      <List.Item
        extra={
          <Switch
            checked={muted}
            disabled={mute.data === undefined}
            loading={setMute.isPending}
            onChange={onMute}
            aria-label={t('groups:prefs.mute')}
          />
        }
      >
        {t('groups:prefs.mute')}
      </List.Item>
      <List.Item
        extra={
          <Switch
            checked={pinned}
            disabled={!conversation}
            loading={setTop.isPending}
            onChange={(on) => setTop.mutate({ ...chat, isTop: on })}
            aria-label={t('groups:prefs.pin')}
          />
        }
      >
        {t('groups:prefs.pin')}
      </List.Item>
      <List.Item
        onClick={newest === undefined ? undefined : () => void onClear()}
        disabled={newest === undefined}
        aria-disabled={newest === undefined}
      >
        {t('groups:prefs.clear')}
      </List.Item>
    </List>
  );
}
