import { create } from 'zustand';

// One voice message plays at a time: starting another stops the one playing; the same one pauses and resumes.

type PlaybackState = {
  /** The message playing or paused, null when none. */
  currentId: string | null;
  paused: boolean;
  /** 0–1 of the current one. */
  progress: number;
};

export const useVoicePlayback = create<PlaybackState>(() => ({
  currentId: null,
  paused: false,
  progress: 0,
}));

let audio: HTMLAudioElement | null = null;

export function stopVoice() {
  if (audio) {
    audio.pause();
    audio.removeAttribute('src');
    audio.load();
    audio = null;
  }
  useVoicePlayback.setState({ currentId: null, paused: false, progress: 0 });
}

function start(id: string, url: string, knownSeconds: number, onFail: () => void) {
  stopVoice();
  const player = new Audio();
  audio = player;
  const mine = () => audio === player;
  const fail = () => {
    if (!mine()) return;
    stopVoice();
    onFail();
  };
  player.preload = 'auto';
  player.ontimeupdate = () => {
    if (!mine()) return;
    const total = Number.isFinite(player.duration) && player.duration > 0 ? player.duration : knownSeconds;
    useVoicePlayback.setState({ progress: total > 0 ? Math.min(1, player.currentTime / total) : 0 });
  };
  player.onended = () => {
    if (mine()) stopVoice();
  };
  player.onerror = fail;
  useVoicePlayback.setState({ currentId: id, paused: false, progress: 0 });
  player.src = url;
  player.play().catch((error: { name?: string }) => {
    // An AbortError means another voice took over; anything else is this one failing.
    if (error?.name !== 'AbortError') fail();
  });
}

/** Play, pause or resume a voice message; `onFail` hears when its audio cannot be fetched or played. */
export function toggleVoice(id: string, url: string, knownSeconds: number, onFail: () => void) {
  const state = useVoicePlayback.getState();
  if (state.currentId !== id || !audio) return start(id, url, knownSeconds, onFail);
  if (state.paused) {
    useVoicePlayback.setState({ paused: false });
    audio.play().catch(() => undefined);
  } else {
    audio.pause();
    useVoicePlayback.setState({ paused: true });
  }
}
