import { ConversationType, SYSTEM_TARGET_ID } from '@volna/contracts';
import { ConversationPage } from './ConversationPage.tsx';

const SYSTEM_CHAT = { conversationType: ConversationType.system, targetId: SYSTEM_TARGET_ID };

/** The system account's messages: read-only. */
export default function SystemChatPage() {
  return <ConversationPage chat={SYSTEM_CHAT} />;
}
