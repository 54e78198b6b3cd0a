import { ConversationType } from '@volna/contracts';
import { useMemo } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { ConversationPage } from './ConversationPage.tsx';

/** PersonalChat?targetId=&conversationType=1&responsibleModule= (spec §2). */
export default function PersonalChatPage() {
  const [params] = useSearchParams();
  const targetId = params.get('targetId') ?? '';
  const type = Number(params.get('conversationType') ?? ConversationType.private);
  const chat = useMemo(() => ({ conversationType: ConversationType.private, targetId }), [targetId]);
  if (!/^\d{1,10}$/.test(targetId)) return <Navigate to={paths.chat} replace />;
  if (type === ConversationType.group)
    return <Navigate to={`${paths.groupChat}?groupId=${targetId}`} replace />;
  return <ConversationPage key={targetId} chat={chat} />;
}
