// Recording a voice message with the browser's microphone (MediaRecorder): the format is whichever the browser can
// record (WebM/Opus in Chromium and Firefox, MP4/AAC in Safari).

/** Why no recording could start: the user (or the browser) refused the microphone, or there is none to use. */
export class VoiceRecordError extends Error {
  constructor(readonly reason: 'denied' | 'unavailable') {
    super(reason);
  }
}

const RECORD_TYPES = [
  { mimeType: 'audio/webm;codecs=opus', extension: 'webm' },
  { mimeType: 'audio/webm', extension: 'webm' },
  { mimeType: 'audio/mp4', extension: 'm4a' },
  { mimeType: 'audio/ogg;codecs=opus', extension: 'ogg' },
] as const;

/** The stored file's extension picks how the server serves it back, so it follows the recorded type. */
export function recordFormat(isSupported: (mimeType: string) => boolean) {
  return RECORD_TYPES.find((type) => isSupported(type.mimeType));
}

export type FinishedRecording = { blob: Blob; elapsedMs: number; extension: string };

export type Recording = {
  startedAt: number;
  /** Ends the recording and answers what was recorded. */
  stop: () => Promise<FinishedRecording>;
  /** Ends it and throws it away. */
  cancel: () => void;
};

export const canRecordVoice = () =>
  typeof MediaRecorder !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';

/** Asks for the microphone and starts recording; the tracks are stopped whenever the recording ends. */
export async function startRecording(): Promise<Recording> {
  if (!canRecordVoice()) throw new VoiceRecordError('unavailable');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (error) {
    const name = (error as { name?: string })?.name;
    throw new VoiceRecordError(
      name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable',
    );
  }
  const release = () => {
    for (const track of stream.getTracks()) track.stop();
  };
  const format = recordFormat((type) => MediaRecorder.isTypeSupported(type));
  let recorder: MediaRecorder;
  try {
    recorder = new MediaRecorder(stream, format ? { mimeType: format.mimeType } : undefined);
  } catch {
    release();
    throw new VoiceRecordError('unavailable');
  }
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  const stopped = new Promise<void>((resolve) => {
    recorder.onstop = () => resolve();
  });
  recorder.start(250);
  const startedAt = performance.now();

  const end = () => {
    if (recorder.state !== 'inactive') recorder.stop();
    release();
  };
  return {
    startedAt,
    async stop() {
      const elapsedMs = performance.now() - startedAt;
      end();
      await stopped;
      const type = recorder.mimeType || format?.mimeType || 'audio/webm';
      const extension = format?.extension ?? (type.includes('mp4') ? 'm4a' : 'webm');
      return { blob: new Blob(chunks, { type: type.split(';')[0] }), elapsedMs, extension };
    },
    cancel: end,
  };
}
