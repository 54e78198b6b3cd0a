import { useRef } from 'react';

const HOLD_MS = 500;
const MOVE_TOLERANCE_PX = 10;

/**
 * Long press on touch screens, right click on desktop: both open the same menu, once — a touch browser also fires
 * contextmenu after a long press, which must not open it a second time.
 */
export function useLongPress(onPress: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const pressedAt = useRef(0);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    start.current = null;
  };
  return {
    onPointerDown: (event: React.PointerEvent) => {
      if (event.pointerType === 'mouse') return;
      cancel();
      start.current = { x: event.clientX, y: event.clientY };
      timer.current = setTimeout(() => {
        timer.current = null;
        pressedAt.current = Date.now();
        onPress();
      }, HOLD_MS);
    },
    onPointerMove: (event: React.PointerEvent) => {
      if (!start.current) return;
      const moved = Math.hypot(event.clientX - start.current.x, event.clientY - start.current.y);
      if (moved > MOVE_TOLERANCE_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
    onPointerLeave: cancel,
    onContextMenu: (event: React.MouseEvent) => {
      event.preventDefault();
      cancel();
      if (Date.now() - pressedAt.current < HOLD_MS) return;
      onPress();
    },
  };
}
