// Media pieces of the chat screens: the composer's attach and voice buttons, and forwarding (the bubble contents load
// on first show, service-cards.tsx).
export { AttachMenu } from './AttachMenu.tsx';
export { forwardMessage } from './forward-message.ts';
export { VoiceRecordButton } from './VoiceRecordButton.tsx';
