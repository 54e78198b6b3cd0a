import { displayName, type GroupInvitationVo } from '@volna/contracts';
import { Button, Dialog, ErrorBlock, List, Skeleton, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { useGroupInvitations } from '../../../shared/groups/group-invitations.ts';
import { groupTitle } from '../../../shared/messaging/api/groupLook.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { UserAvatar } from '../../../shared/ui/UserAvatar.tsx';
import { type InvitationAnswer, useAnswerInvitation } from '../api/answerInvitation.ts';
import { GroupsFrame } from '../components/GroupsFrame.tsx';
import styles from '../components/groups.module.css';
import { AnswerButtons } from '../../../shared/ui/AnswerButtons.tsx';

/**
 * GroupInvitations: the groups people invited me to (issue 17), each with who invites and how many are in, to accept
 * (then its chat opens) or decline. Kept live by invitation events; pull to read again.
 */
export default function GroupInvitationsPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const invitations = useGroupInvitations();
  const answer = useAnswerInvitation();

  const onAnswer = async (invitation: GroupInvitationVo, choice: InvitationAnswer) => {
    const group = groupTitle(invitation, i18n.language);
    if (choice === 'decline') {
      const confirmed = await Dialog.confirm({
        content: t('groups:invitations.declineConfirm', { group }),
        cancelText: t('common:cancel'),
        confirmText: t('groups:invitations.decline'),
      });
      if (!confirmed) return;
    }
    try {
      await answer.mutateAsync({ groupId: invitation.groupId, answer: choice });
      if (choice === 'decline') {
        Toast.show({ content: t('groups:invitations.declined') });
        return;
      }
      Toast.show({ icon: 'success', content: t('groups:invitations.joined', { group }) });
      navigate(`${paths.groupChat}?groupId=${invitation.groupId}`);
    } catch {
      // The API helper showed the server's reason (the invitation lapsed, a block); the list is read again.
    }
  };

  let content: React.ReactNode;
  if (invitations.isPending) content = <Skeleton.Paragraph lineCount={5} animated className={styles.hint} />;
  else if (invitations.isError) content = <LoadFailed onRetry={() => void invitations.refetch()} />;
  else if (invitations.data.rows.length === 0)
    content = (
      <div className={styles.centered}>
        <ErrorBlock
          status="empty"
          title={t('groups:invitations.empty')}
          description={t('groups:invitations.emptyHint')}
        >
          <Button color="primary" onClick={() => navigate(paths.groupChatList)}>
            {t('groups:invitations.toGroups')}
          </Button>
        </ErrorBlock>
      </div>
    );
  else
    content = (
      <List>
        {invitations.data.rows.map((invitation) => {
          const title = groupTitle(invitation, i18n.language);
          const busy = answer.isPending && answer.variables?.groupId === invitation.groupId;
          return (
            <List.Item
              key={invitation.invitationId}
              data-testid="group-invitation"
              prefix={
                <UserAvatar
                  src={invitation.avatarCompress || invitation.avatar}
                  nickName={title}
                  size={40}
                  alt={title}
                />
              }
              description={t('groups:invitations.from', {
                name: displayName(invitation.inviter),
                count: invitation.memberCount,
              })}
              extra={
                <AnswerButtons
                  className={styles.answerButtons}
                  busy={busy}
                  accepting={answer.variables?.answer === 'accept'}
                  declineLabel={t('groups:invitations.decline')}
                  acceptLabel={t('groups:invitations.accept')}
                  onDecline={() => void onAnswer(invitation, 'decline')}
                  onAccept={() => void onAnswer(invitation, 'accept')}
                />
              }
              arrowIcon={false}
            >
              {title}
            </List.Item>
          );
        })}
      </List>
    );

  return (
    <GroupsFrame title={t('groups:invitations.title')} backTo={paths.groupChatList}>
      <Refreshable onRefresh={() => invitations.refetch()}>{content}</Refreshable>
    </GroupsFrame>
  );
}
