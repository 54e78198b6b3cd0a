import { ConversationType } from '@volna/contracts';
import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { personalChatOf } from '../../../shared/messaging/model/list-path.ts';
import { ConversationPage } from './ConversationPage.tsx';

/** PersonalChat?targetId=&conversationType=1&responsibleModule= (spec §2). */
export default function PersonalChatPage() {
  const [params] = useSearchParams();
  const found = personalChatOf(params);
  const targetId = found && 'targetId' in found ? found.targetId : '';
  const chat = useMemo(() => ({ conversationType: ConversationType.private, targetId }), [targetId]);
  if (!found) return <Navigate to={paths.chat} replace />;
  if ('groupId' in found) return <Navigate to={`${paths.groupChat}?groupId=${found.groupId}`} replace />;
  return <ConversationPage key={targetId} chat={chat} />;
}
