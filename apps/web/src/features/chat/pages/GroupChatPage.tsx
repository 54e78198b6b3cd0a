import { ConversationType } from '@volna/contracts';
import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { ConversationPage } from './ConversationPage.tsx';

/** GroupChat?groupId=&isFriendGroup=&backType=&isModule= (spec §2). */
export default function GroupChatPage() {
  const [params] = useSearchParams();
  const groupId = params.get('groupId') ?? '';
  const chat = useMemo(() => ({ conversationType: ConversationType.group, targetId: groupId }), [groupId]);
  if (!/^\d{1,10}$/.test(groupId)) return <Navigate to={paths.chat} replace />;
  return <ConversationPage key={groupId} chat={chat} />;
}
