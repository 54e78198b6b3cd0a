import { DOUBLE_TAP_BLOCK_MS } from '@volna/contracts';
import { useEffect } from 'react';

/** Fields where a double tap selects a word (the CSS `touch-action: manipulation` already keeps it from zooming). */
const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** A second tap ending within this window of the previous one would zoom on some browsers. */
export const isDoubleTap = (previousEndAt: number, endAt: number) =>
  endAt - previousEndAt <= DOUBLE_TAP_BLOCK_MS;

/**
 * Spec §9 blocks double-tap zoom (within 300 ms) and multi-touch zoom. Double tap stays blocked: CSS
 * `touch-action: manipulation`, and here for iOS Safari. Pinch zoom is left to the user (issue 19, WCAG 1.4.4 resize
 * text: a low-vision reader must be able to enlarge the page; docs/architecture.md, "Accessibility").
 */
export function useZoomGuard() {
  useEffect(() => {
    let lastTouchEnd = Number.NEGATIVE_INFINITY;
    const onTouchEnd = (event: TouchEvent) => {
      // One finger only: the end of a pinch is not a tap.
      if (event.touches.length > 0 || event.changedTouches.length > 1) return;
      const now = event.timeStamp;
      if (isDoubleTap(lastTouchEnd, now) && !isTextField(event.target)) event.preventDefault();
      lastTouchEnd = now;
    };
    const options = { passive: false } as const;
    document.addEventListener('touchend', onTouchEnd, options);
    return () => {
      document.removeEventListener('touchend', onTouchEnd);
    };
  }, []);
}
