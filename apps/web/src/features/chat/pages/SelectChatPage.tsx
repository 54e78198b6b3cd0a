import {
  type ConversationKey,
  ConversationType,
  type ConversationVo,
  displayName,
  forwardMessageBody,
  userId as userIdSchema,
} from '@volna/contracts';
import { Button, Checkbox, Dialog, ErrorBlock, List, SearchBar, Skeleton, Toast } from 'antd-mobile';
import { CheckCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { useGoBack } from '../../../shared/lib/navigation.ts';
import { UserAvatar } from '../../../shared/ui/UserAvatar.tsx';
import { sendCard } from '../../../shared/messaging/api/sendCard.ts';
import { useConversations } from '../../../shared/messaging/api/conversations.ts';
import { forwardToChat } from '../api/forwardMessage.ts';
import { type Shared, shareToChat } from '../api/shareToChat.ts';
import { groupTitle, useGroupLooks } from '../../../shared/messaging/api/groupLook.ts';
import { useChatUsers } from '../../../shared/messaging/api/users.ts';
import { NavBar } from '../../../shared/ui/NavBar.tsx';
import styles from '../components/media/media.module.css';
import { keyOf } from '../../../shared/messaging/model/conversation-key.ts';
import { randomId } from '../../../shared/lib/random-id.ts';
import { type ForwardOutcome, forwardToChats, summarizeForward } from '../model/forward.ts';

type Row = { key: string; chat: ConversationKey; name: string; avatar?: string; colorCode?: number };

const isForwardTarget = (c: ConversationVo) =>
  c.conversationType === ConversationType.private || c.conversationType === ConversationType.group;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Pick one or several chats to forward a message to (query: msgUid), to send a contact card to (query: cardUserId)
 * or to share a listing or a dating profile into (query: listingId, datingProfileId); each chat gets its own copy.
 */
export default function SelectChatPage() {
  const { t, i18n } = useTranslation();
  const goBack = useGoBack(paths.chat);
  const [params] = useSearchParams();
  const msgUid = params.get('msgUid') ?? '';
  const card = userIdSchema.safeParse(params.get('cardUserId') ?? undefined);
  const cardUserId = card.success ? card.data : null;
  const listing = userIdSchema.safeParse(params.get('listingId') ?? undefined);
  const datingProfile = userIdSchema.safeParse(params.get('datingProfileId') ?? undefined);
  const shared: Shared | null = listing.success
    ? { kind: 'listing', id: listing.data }
    : datingProfile.success
      ? { kind: 'datingProfile', id: datingProfile.data }
      : null;
  const validMessage =
    cardUserId !== null || shared !== null || forwardMessageBody.shape.msgUid.safeParse(msgUid).success;
  const conversations = useConversations();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [outcomes, setOutcomes] = useState<Map<string, ForwardOutcome>>(new Map());
  const [sending, setSending] = useState(false);

  const chats = (conversations.data ?? []).filter(isForwardTarget);
  const users = useChatUsers(
    chats.filter((c) => c.conversationType === ConversationType.private).map((c) => Number(c.targetId)),
  );
  const groups = useGroupLooks(
    chats.filter((c) => c.conversationType === ConversationType.group).map((c) => c.targetId),
  );
  const rows: Row[] = chats.map((c) => {
    const chat = { conversationType: c.conversationType, targetId: c.targetId };
    if (c.conversationType === ConversationType.group) {
      const group = groups.get(c.targetId);
      return {
        key: keyOf(chat),
        chat,
        name: groupTitle(group, i18n.language) || t('media:forward.group', { id: c.targetId }),
        avatar: group?.avatarCompress || group?.avatar,
      };
    }
    const user = users.get(Number(c.targetId));
    return {
      key: keyOf(chat),
      chat,
      name: (user && displayName(user)) || t('media:forward.user', { id: c.targetId }),
      avatar: user?.avatarCompress || user?.avatar,
      colorCode: user?.avatarColorCode,
    };
  });
  const needle = search.trim().toLocaleLowerCase();
  const shown = needle ? rows.filter((row) => row.name.toLocaleLowerCase().includes(needle)) : rows;
  const byKey = new Map(rows.map((row) => [row.key, row]));

  const toggle = (key: string) => {
    if (sending) return;
    setSelected((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));
  };

  const send = async (keys: string[]) => {
    const targets = keys.map((key) => byKey.get(key)).filter((row): row is Row => Boolean(row));
    if (targets.length === 0) return;
    setSending(true);
    setOutcomes((old) => {
      const next = new Map(old);
      for (const row of targets) next.delete(row.key);
      return next;
    });
    const results = await forwardToChats(
      targets.map((row) => row.chat),
      {
        send: (chat, clientMsgId) =>
          shared !== null
            ? shareToChat(chat, shared, clientMsgId)
            : cardUserId !== null
              ? sendCard(chat, cardUserId, clientMsgId)
              : forwardToChat({ msgUid, ...chat, clientMsgId }),
        newId: randomId,
        wait,
        onOutcome: (outcome) => setOutcomes((old) => new Map(old).set(outcome.key, outcome)),
      },
    );
    setSending(false);
    const summary = summarizeForward(results);
    if (summary.state === 'allSent') {
      const sentText =
        shared !== null
          ? shared.kind === 'listing'
            ? 'media:forward.shared'
            : 'media:forward.sharedProfile'
          : cardUserId !== null
            ? 'friends:cardSent'
            : 'media:forward.sent';
      Toast.show({ icon: 'success', content: t(sentText, { count: summary.sent }) });
      goBack();
      return;
    }
    const failedKeys = summary.failed.map((f) => f.key);
    setSelected(failedKeys);
    const retry = await Dialog.confirm({
      title:
        summary.state === 'noneSent'
          ? t('media:forward.noneSent')
          : t('media:forward.partlySent', { sent: summary.sent, total: summary.total }),
      content: (
        <ul className={styles.failedList}>
          {summary.failed.map((f) => (
            <li key={f.key}>
              {byKey.get(f.key)?.name}
              {f.msg ? ` — ${f.msg}` : ''}
            </li>
          ))}
        </ul>
      ),
      confirmText: t('media:forward.retryFailed'),
      cancelText: summary.sent > 0 ? t('common:done') : t('common:cancel'),
    });
    if (retry) void send(failedKeys);
    else if (summary.sent > 0) goBack();
  };

  let content: React.ReactNode;
  if (!validMessage)
    content = (
      <div className={styles.centered}>
        <ErrorBlock
          status="empty"
          title={t('media:forward.noMessage')}
          description={t('media:forward.noMessageHint')}
        >
          <Button color="primary" onClick={goBack}>
            {t('common:back')}
          </Button>
        </ErrorBlock>
      </div>
    );
  else if (conversations.isPending)
    content = <Skeleton.Paragraph lineCount={6} animated className={styles.search} />;
  else if (conversations.isError)
    content = (
      <div className={styles.centered}>
        <ErrorBlock
          status="default"
          title={t('common:loadFailed')}
          description={t('media:forward.loadFailedHint')}
        >
          <Button color="primary" onClick={() => void conversations.refetch()}>
            {t('common:retry')}
          </Button>
        </ErrorBlock>
      </div>
    );
  else if (rows.length === 0)
    content = (
      <div className={styles.centered}>
        <ErrorBlock
          status="empty"
          title={t('media:forward.noChats')}
          description={t('media:forward.noChatsHint')}
        >
          <Button color="primary" onClick={goBack}>
            {t('common:back')}
          </Button>
        </ErrorBlock>
      </div>
    );
  else
    content = (
      <>
        <div className={styles.search}>
          <SearchBar placeholder={t('media:forward.search')} value={search} onChange={setSearch} />
        </div>
        <div className={styles.body}>
          {shown.length === 0 ? (
            <ErrorBlock
              status="empty"
              title={t('media:forward.noMatch')}
              description={t('media:forward.noMatchHint')}
            />
          ) : (
            <List>
              {shown.map((row) => {
                const outcome = outcomes.get(row.key);
                let extra: React.ReactNode = (
                  <Checkbox checked={selected.includes(row.key)} aria-label={row.name} disabled={sending} />
                );
                if (outcome?.ok)
                  extra = (
                    <CheckCircleFill className={styles.rowStatusOk} aria-label={t('media:forward.rowSent')} />
                  );
                else if (outcome && !selected.includes(row.key))
                  extra = (
                    <CloseCircleFill
                      className={styles.rowStatusFailed}
                      aria-label={t('media:forward.rowFailed')}
                    />
                  );
                return (
                  <List.Item
                    key={row.key}
                    className={styles.chatRow}
                    prefix={
                      <UserAvatar
                        src={row.avatar}
                        nickName={row.name}
                        avatarColorCode={row.colorCode}
                        size={40}
                        alt={row.name}
                      />
                    }
                    description={
                      outcome && !outcome.ok ? (
                        <span className={styles.rowError}>{outcome.msg || t('media:forward.rowFailed')}</span>
                      ) : undefined
                    }
                    extra={extra}
                    onClick={outcome?.ok ? undefined : () => toggle(row.key)}
                    arrowIcon={false}
                  >
                    {row.name}
                  </List.Item>
                );
              })}
            </List>
          )}
        </div>
        <div className={styles.footer}>
          <span className={styles.footerText}>{t('media:forward.selected', { count: selected.length })}</span>
          <Button
            color="primary"
            disabled={selected.length === 0}
            loading={sending}
            onClick={() => void send(selected)}
          >
            {t('media:forward.send')}
          </Button>
        </div>
      </>
    );

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <NavBar onBack={goBack}>
          {shared !== null
            ? t(shared.kind === 'listing' ? 'media:forward.shareTitle' : 'media:forward.shareProfileTitle')
            : cardUserId !== null
              ? t('friends:shareCardTitle')
              : t('media:forward.title')}
        </NavBar>
      </div>
      {content}
    </div>
  );
}
