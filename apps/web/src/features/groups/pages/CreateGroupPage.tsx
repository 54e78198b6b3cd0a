import { createGroupBody, displayName, GROUP_NAME_MAX_LENGTH, IMAGE_MIME_TYPES } from '@volna/contracts';
import { Button, ErrorBlock, Input, List, ProgressBar, Skeleton, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { groupChatPath } from '../../../shared/messaging/model/list-path.ts';
import { UserAvatar } from '../../../shared/ui/UserAvatar.tsx';
import { useCreateGroup } from '../api/createGroup.ts';
import { useFriendList } from '../../../shared/friends/friendList.ts';
import { useUploadGroupAvatar } from '../api/uploadGroupAvatar.ts';
import { GroupsFrame } from '../components/GroupsFrame.tsx';
import styles from '../components/groups.module.css';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { formatPickedIds, parsePickedIds } from '../model/picked-ids.ts';
import { inviteOutcome } from '../model/invite-outcome.ts';
import { useGroupPicture } from '../model/useGroupPicture.ts';

const groupNameSchema = createGroupBody.shape.groupName;

/** CreateGroup?memberIds=: the new group's name (required), an optional picture, and the friends picked for it. */
export default function CreateGroupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const memberIds = parsePickedIds(params.get('memberIds'));
  const friends = useFriendList();
  const create = useCreateGroup();
  const upload = useUploadGroupAvatar();
  const fileInput = useRef<HTMLInputElement>(null);
  const picture = useGroupPicture();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState('');
  const [picked, setPicked] = useState<{ file: File; preview: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => () => void (picked && URL.revokeObjectURL(picked.preview)), [picked]);

  const chosen = (friends.data ?? []).filter((friend) => memberIds.includes(friend.userId));
  const changeMembers = () =>
    navigate(`${paths.selectFriend}?mode=create&memberIds=${formatPickedIds(memberIds)}`, { replace: true });

  const onPick = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const cropped = await picture.pick(event);
    if (cropped) setPicked({ file: cropped, preview: URL.createObjectURL(cropped) });
  };

  const submit = async () => {
    const parsed = groupNameSchema.safeParse(name);
    if (!parsed.success) {
      setNameError(name.trim() ? t('groups:create.nameInvalid') : t('groups:create.nameRequired'));
      return;
    }
    if (memberIds.length === 0) {
      Toast.show({ content: t('groups:create.noMembers') });
      return;
    }
    try {
      let avatar: { avatar: string; avatarCompress: string } | undefined;
      if (picked) {
        setProgress(0);
        const stored = await upload.mutateAsync({ file: picked.file, onProgress: setProgress });
        avatar = { avatar: stored.url, avatarCompress: stored.urlCompress };
      }
      const group = await create.mutateAsync({ groupName: parsed.data, memberIds, ...avatar });
      if (group.invitedIds.length > 0) {
        const outcome = inviteOutcome(group);
        Toast.show({ content: t(outcome.key, outcome.params) });
      }
      // Behind the new chat are the friend picker and this finished form: back goes to the chat list instead.
      navigate(groupChatPath(group.groupId, { backType: 'chatList' }), { replace: true });
    } catch {
      // The API helper showed the server's reason; the form keeps what was typed for another try.
    } finally {
      setProgress(null);
    }
  };

  const saving = create.isPending || upload.isPending;
  let members: React.ReactNode;
  if (friends.isPending) members = <Skeleton.Paragraph lineCount={2} animated className={styles.hint} />;
  else if (friends.isError) members = <LoadFailed onRetry={() => void friends.refetch()} />;
  else if (chosen.length === 0)
    members = <ErrorBlock status="empty" title={t('groups:create.noMembers')} description="" />;
  else
    members = (
      <div className={styles.chips} data-testid="chosen-members">
        {chosen.map((friend) => (
          <UserAvatar
            key={friend.userId}
            src={friend.avatarCompress || friend.avatar}
            nickName={friend.nickName}
            avatarColorCode={friend.avatarColorCode}
            size={40}
            alt={displayName(friend)}
          />
        ))}
      </div>
    );

  return (
    <GroupsFrame
      title={t('groups:create.title')}
      footer={
        <Button block color="primary" loading={saving} onClick={() => void submit()}>
          {t('groups:create.submit')}
        </Button>
      }
    >
      <div className={styles.avatarEditor}>
        <button
          type="button"
          className={styles.avatarButton}
          onClick={() => fileInput.current?.click()}
          disabled={saving}
          aria-label={t('groups:create.avatar')}
        >
          <UserAvatar
            src={picked?.preview}
            nickName={name.trim() || '#'}
            size={80}
            alt={t('groups:create.avatar')}
          />
        </button>
        <span className={styles.notice}>{t('groups:create.avatarHint')}</span>
        {progress !== null && <ProgressBar percent={progress} style={{ width: '60%' }} />}
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_MIME_TYPES.join(',')}
          hidden
          onChange={(event) => void onPick(event)}
        />
        {picture.element}
      </div>
      <List className={styles.section}>
        <List.Item
          title={t('groups:create.name')}
          description={nameError ? <span className={styles.error}>{nameError}</span> : undefined}
        >
          <Input
            value={name}
            onChange={(value) => {
              setName(value);
              setNameError('');
            }}
            maxLength={GROUP_NAME_MAX_LENGTH}
            placeholder={t('groups:create.namePlaceholder')}
            aria-label={t('groups:create.name')}
            clearable
          />
        </List.Item>
      </List>
      <List className={styles.section} header={t('groups:create.members', { count: memberIds.length })}>
        <List.Item onClick={changeMembers}>{t('groups:create.changeMembers')}</List.Item>
      </List>
      {members}
    </GroupsFrame>
  );
}
