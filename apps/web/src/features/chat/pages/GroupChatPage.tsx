import { ConversationType } from '@volna/contracts';
import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { groupChatOpeningOf } from '../../../shared/messaging/model/list-path.ts';
import { ConversationPage } from './ConversationPage.tsx';

/** GroupChat?groupId=&isFriendGroup=&backType=&isModule= (spec §2; what each means: `paths.groupChat`). */
export default function GroupChatPage() {
  const [params] = useSearchParams();
  const groupId = params.get('groupId') ?? '';
  const chat = useMemo(() => ({ conversationType: ConversationType.group, targetId: groupId }), [groupId]);
  const { isModule, isFriendGroup, backType } = groupChatOpeningOf(params);
  const opening = useMemo(() => ({ isModule, isFriendGroup, backType }), [isModule, isFriendGroup, backType]);
  if (!/^\d{1,10}$/.test(groupId)) return <Navigate to={paths.chat} replace />;
  return <ConversationPage key={groupId} chat={chat} opening={opening} />;
}
