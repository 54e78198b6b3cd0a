import { displayName, FriendRequestStatus, type FriendRequestVo } from '@volna/contracts';
import { Dialog, ErrorBlock, List, Skeleton, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { type RequestAnswer, useAnswerRequest } from '../api/answerRequest.ts';
import { useFriendRequests } from '../api/friendRequests.ts';
import styles from './friends.module.css';
import { RequestItem } from './RequestItem.tsx';
import { AnswerButtons } from '../../../shared/ui/AnswerButtons.tsx';

/** Requests addressed to me: pending ones with Accept / Decline, answered ones with what I answered. */
export function ReceivedRequests() {
  const { t } = useTranslation();
  const requests = useFriendRequests();
  const answer = useAnswerRequest();

  const onAnswer = async (request: FriendRequestVo, choice: RequestAnswer) => {
    const name = displayName(request.user);
    if (choice === 'decline') {
      const confirmed = await Dialog.confirm({
        content: t('friends:declineConfirm', { name }),
        cancelText: t('common:cancel'),
        confirmText: t('friends:decline'),
      });
      if (!confirmed) return;
    }
    try {
      await answer.mutateAsync({ requestId: request.requestId, answer: choice });
      if (choice === 'accept') Toast.show({ icon: 'success', content: t('friends:nowFriends', { name }) });
    } catch {
      // The API helper already showed the server's reason; the list is read again either way.
    }
  };

  const statusOf = (request: FriendRequestVo) => {
    if (request.status === FriendRequestStatus.accepted)
      return <span className={styles.status}>{t('friends:accepted')}</span>;
    if (request.status === FriendRequestStatus.declined)
      return <span className={styles.status}>{t('friends:declined')}</span>;
    const busy = answer.isPending && answer.variables?.requestId === request.requestId;
    return (
      // Inside the row that opens his profile: a button press answers, it does not also open the profile.
      <AnswerButtons
        className={styles.requestButtons}
        busy={busy}
        accepting={answer.variables?.answer === 'accept'}
        declineLabel={t('friends:decline')}
        acceptLabel={t('friends:accept')}
        onDecline={() => void onAnswer(request, 'decline')}
        onAccept={() => void onAnswer(request, 'accept')}
      />
    );
  };

  let content: React.ReactNode;
  if (requests.isPending) content = <Skeleton.Paragraph lineCount={5} animated className={styles.hint} />;
  else if (requests.isError) content = <LoadFailed onRetry={() => void requests.refetch()} />;
  else if (requests.data.length === 0)
    content = (
      <div className={styles.centered}>
        <ErrorBlock
          status="empty"
          title={t('friends:noRequests')}
          description={t('friends:noRequestsHint')}
        />
      </div>
    );
  else
    content = (
      <List>
        {requests.data.map((request) => (
          <RequestItem
            key={request.requestId}
            request={request}
            testId="friend-request"
            description={request.message || t('friends:defaultGreeting')}
            extra={statusOf(request)}
          />
        ))}
      </List>
    );

  return <Refreshable onRefresh={() => requests.refetch()}>{content}</Refreshable>;
}
