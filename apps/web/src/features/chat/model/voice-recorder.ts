// Moved to shared/media: the dating voice intro records with the same recorder as a chat voice message.
export {
  type FinishedRecording,
  type Recording,
  canRecordVoice,
  recordFormat,
  startRecording,
  VoiceRecordError,
} from '../../../shared/media/voice-recorder.ts';
