import { PlayOutline } from 'antd-mobile-icons';
import type { CSSProperties, ReactNode } from 'react';

function PauseIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
      <rect x="6" y="5" width="4" height="14" rx="1" />
      <rect x="14" y="5" width="4" height="14" rx="1" />
    </svg>
  );
}

/**
 * The one voice player's face (a chat's voice message, a dating profile's voice intro): play/pause, how far it has
 * played as a progress bar, and its length (or why it cannot play). Who plays the sound is the caller's.
 */
export function VoiceControls({
  playing,
  progress,
  onToggle,
  labels,
  classes,
  time,
  rootProps,
  buttonStyle,
}: {
  playing: boolean;
  /** 0 … 1. */
  progress: number;
  onToggle: () => void;
  labels: { play: string; pause: string; progress: string };
  classes: { root: string; button: string; track: string; bar: string; time: string };
  time: ReactNode;
  rootProps?: { style?: CSSProperties; 'data-testid'?: string; 'data-media'?: string };
  buttonStyle?: CSSProperties;
}) {
  return (
    <div className={classes.root} {...rootProps}>
      <button
        type="button"
        className={classes.button}
        style={buttonStyle}
        onClick={onToggle}
        aria-label={playing ? labels.pause : labels.play}
        aria-pressed={playing}
      >
        {playing ? <PauseIcon /> : <PlayOutline />}
      </button>
      <div
        className={classes.track}
        role="progressbar"
        aria-label={labels.progress}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
      >
        <div className={classes.bar} style={{ width: `${progress * 100}%` }} />
      </div>
      <span className={classes.time}>{time}</span>
    </div>
  );
}
