import { type ChatMessage, ConversationType, type UserEvent } from '@volna/contracts';

/** Whether a batch of stored events holds a notice (RC:InfoNtf) of this group: something in it changed. */
export function touchesGroup(events: readonly UserEvent[], groupId: string) {
  return events.some((event) => {
    if (event.type !== 'message') return false;
    const message = (event as { message?: ChatMessage }).message;
    return (
      message?.conversationType === ConversationType.group &&
      message.targetId === groupId &&
      message.objectName === 'RC:InfoNtf'
    );
  });
}
