// Media pieces of the chat screens: bubble contents, the composer's attach and voice buttons, and forwarding.
export { AttachMenu } from './AttachMenu.tsx';
export { FileContent, FileIcon, openFileMessage } from './FileContent.tsx';
export { forwardMessage } from './forward-message.ts';
export { ImageContent } from './ImageContent.tsx';
export { VideoContent } from './VideoContent.tsx';
export { VoiceContent } from './VoiceContent.tsx';
export { VoiceRecordButton } from './VoiceRecordButton.tsx';
