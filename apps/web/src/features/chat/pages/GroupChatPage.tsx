import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { groupChatOf, groupChatOpeningOf } from '../../../shared/messaging/model/list-path.ts';
import { ConversationPage } from './ConversationPage.tsx';

/** GroupChat?groupId=&isFriendGroup=&backType=&isModule= (spec §2; what each means: `paths.groupChat`). */
export default function GroupChatPage() {
  const [params] = useSearchParams();
  const groupId = groupChatOf(params)?.targetId ?? '';
  const chat = useMemo(() => groupChatOf(new URLSearchParams({ groupId })), [groupId]);
  const { isModule, isFriendGroup, backType } = groupChatOpeningOf(params);
  const opening = useMemo(() => ({ isModule, isFriendGroup, backType }), [isModule, isFriendGroup, backType]);
  if (!chat) return <Navigate to={paths.chat} replace />;
  return <ConversationPage key={groupId} chat={chat} opening={opening} />;
}
