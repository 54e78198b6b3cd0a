import { DOUBLE_TAP_BLOCK_MS } from '@volna/contracts';
import { useEffect } from 'react';

/** Fields where a double tap selects a word; zoom there is already off through the viewport meta and CSS. */
const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** A second tap ending within this window of the previous one would zoom on some browsers. */
export const isDoubleTap = (previousEndAt: number, endAt: number) =>
  endAt - previousEndAt <= DOUBLE_TAP_BLOCK_MS;

/**
 * Spec §9: double-tap within 300 ms and multi-touch (pinch) zoom are blocked. CSS `touch-action: manipulation`
 * covers most browsers; iOS Safari ignores user-scalable=no, so the touch events are stopped here as well.
 */
export function useZoomGuard() {
  useEffect(() => {
    let lastTouchEnd = Number.NEGATIVE_INFINITY;
    const onTouchStart = (event: TouchEvent) => {
      if (event.touches.length > 1) event.preventDefault();
    };
    const onTouchEnd = (event: TouchEvent) => {
      const now = event.timeStamp;
      if (isDoubleTap(lastTouchEnd, now) && !isTextField(event.target)) event.preventDefault();
      lastTouchEnd = now;
    };
    const onGesture = (event: Event) => event.preventDefault();
    const options = { passive: false } as const;
    document.addEventListener('touchstart', onTouchStart, options);
    document.addEventListener('touchend', onTouchEnd, options);
    document.addEventListener('gesturestart', onGesture, options);
    return () => {
      document.removeEventListener('touchstart', onTouchStart);
      document.removeEventListener('touchend', onTouchEnd);
      document.removeEventListener('gesturestart', onGesture);
    };
  }, []);
}
