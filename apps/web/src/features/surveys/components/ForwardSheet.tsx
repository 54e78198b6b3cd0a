import { displayName } from '@volna/contracts';
import { ErrorBlock, List, Popup, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useFriendList } from '../../../shared/friends/friendList.ts';
import { showToast } from '../../../shared/ui/toast.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { useForwardSurvey } from '../api/surveys.ts';

type Props = { surveyId: number; visible: boolean; onClose: () => void };

/** Forward the survey to a friend as a chat card; his completion pays me the forward reward once. */
export function ForwardSheet({ surveyId, visible, onClose }: Props) {
  const { t } = useTranslation();
  const friends = useFriendList();
  const forward = useForwardSurvey(surveyId);
  const send = (friendId: number) =>
    forward.mutate(friendId, {
      onSuccess: () => {
        showToast({ content: t('surveys:forward.sent') });
        onClose();
      },
    });
  let content: React.ReactNode;
  if (friends.isPending) content = <Skeleton.Paragraph lineCount={4} animated />;
  else if (friends.isError)
    content = <LoadFailed onRetry={() => void friends.refetch()} reason={friends.error.message} />;
  else if (friends.data.length === 0)
    content = <ErrorBlock status="empty" title={t('surveys:forward.noFriends')} />;
  else
    content = (
      <List header={t('surveys:forward.pick')}>
        {friends.data.map((f) => (
          <List.Item key={f.userId} onClick={() => send(f.userId)} disabled={forward.isPending}>
            {displayName(f)}
          </List.Item>
        ))}
      </List>
    );
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={{ maxHeight: '70vh', overflow: 'auto' }}>
      {content}
    </Popup>
  );
}
