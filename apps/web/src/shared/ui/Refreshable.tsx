import 'antd-mobile/es/components/pull-to-refresh/pull-to-refresh.css';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dominantAxis, PULL_HEAD_HEIGHT, PULL_THRESHOLD, pullHeight } from './gesture-math.ts';
import styles from './Refreshable.module.css';

type Status = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** How long "refreshed" stays before the head folds away (antd-mobile's completeDelay). */
const COMPLETE_DELAY_MS = 500;
/** The head's folding time (Refreshable.module.css); its status returns to "pull" once folded. */
const FOLD_MS = 300;

/** Whether the page and every box holding `target` are scrolled to their top, so a pull down means refresh. */
function atTop(target: EventTarget | null): boolean {
  for (let node = target instanceof Element ? target : null; node; node = node.parentElement)
    if (node.scrollTop > 0) return false;
  return window.scrollY <= 0;
}

/**
 * Pull-to-refresh with the app's wording, in antd-mobile's look (its classes and stylesheet) and feel (a 40 px head,
 * refresh past 60 px, the same rubber band), without its code: that drags with use-gesture and animates with
 * react-spring, which the chat list's first screen would otherwise load (issue 19). The head follows the finger and
 * folds with a CSS transition. Only a downward drag that starts with everything scrolled to the top pulls; any other
 * gesture (a scroll, a tap, a row's sideways swipe) is left alone. A mouse can pull too, as with antd-mobile's.
 */
export function Refreshable({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>('pulling');
  const root = useRef<HTMLDivElement>(null);
  const head = useRef<HTMLDivElement>(null);
  const refresh = useRef(onRefresh);
  refresh.current = onRefresh;

  useEffect(() => {
    const element = root.current;
    const headElement = head.current;
    if (!element || !headElement) return;
    let busy = false;
    let unmounted = false;
    const timers = new Set<number>();
    const later = (ms: number) =>
      new Promise<void>((resolve) => {
        const timer = window.setTimeout(() => {
          timers.delete(timer);
          resolve();
        }, ms);
        timers.add(timer);
      });
    // Drawn straight onto the head: a pull moves it on every finger move, which must not redraw the list below.
    const setHeight = (height: number, animated: boolean) => {
      headElement.style.transition = animated ? '' : 'none';
      headElement.style.height = `${height}px`;
    };
    const show = (next: Status) => {
      if (!unmounted) setStatus(next);
    };

    const fold = async () => {
      setHeight(0, true);
      await later(FOLD_MS);
      show('pulling');
    };
    const doRefresh = async () => {
      busy = true;
      setHeight(PULL_HEAD_HEIGHT, true);
      show('refreshing');
      try {
        await refresh.current();
      } catch (error) {
        await fold();
        busy = false;
        throw error;
      }
      show('complete');
      await later(COMPLETE_DELAY_MS);
      await fold();
      busy = false;
    };

    // One gesture at a time: where it began, and whether it is a pull (undecided until the finger moved enough).
    let gesture: { x: number; y: number; target: EventTarget | null; pulling: boolean | null } | null = null;
    let height = 0;
    let swallowClick = false;
    const start = (x: number, y: number, target: EventTarget | null) => {
      gesture = busy ? null : { x, y, target, pulling: null };
    };
    /** Follows the finger; true when the move is the pull's, so the page must not scroll with it. */
    const move = (x: number, y: number): boolean => {
      if (!gesture || gesture.pulling === false) return false;
      const dx = x - gesture.x;
      const dy = y - gesture.y;
      if (gesture.pulling === null) {
        const axis = dominantAxis(dx, dy);
        // Undecided: a finger moving down at the top is held back (there is nothing to scroll to there).
        if (axis === null) return dy > 0 && atTop(gesture.target);
        gesture.pulling = axis === 'y' && dy > 0 && atTop(gesture.target);
        if (!gesture.pulling) return false;
      }
      height = pullHeight(dy);
      setHeight(height, false);
      show(height > PULL_THRESHOLD ? 'canRelease' : 'pulling');
      return true;
    };
    const end = () => {
      const pulled = gesture?.pulling === true;
      gesture = null;
      if (!pulled) return;
      // A mouse's release over the list would click what it was pressed on.
      swallowClick = true;
      window.setTimeout(() => {
        swallowClick = false;
      });
      if (height > PULL_THRESHOLD) void doRefresh();
      else setHeight(0, true);
      height = 0;
    };

    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (event.touches.length > 1 || !touch) gesture = null;
      else start(touch.clientX, touch.clientY, event.target);
    };
    const onTouchMove = (event: TouchEvent) => {
      const touch = event.touches[0];
      if (touch && move(touch.clientX, touch.clientY) && event.cancelable) event.preventDefault();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || event.button !== 0) return;
      start(event.clientX, event.clientY, event.target);
      window.addEventListener('pointermove', onMouseMove);
      window.addEventListener('pointerup', onMouseUp);
    };
    const onMouseMove = (event: PointerEvent) => {
      move(event.clientX, event.clientY);
    };
    const onMouseUp = () => {
      window.removeEventListener('pointermove', onMouseMove);
      window.removeEventListener('pointerup', onMouseUp);
      end();
    };
    const onClick = (event: MouseEvent) => {
      if (!swallowClick) return;
      event.stopPropagation();
      event.preventDefault();
    };
    element.addEventListener('touchstart', onTouchStart, { passive: true });
    // Not passive: a pull must keep the page from scrolling (or bouncing) under the finger.
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    element.addEventListener('touchend', end);
    element.addEventListener('touchcancel', end);
    element.addEventListener('pointerdown', onPointerDown);
    element.addEventListener('click', onClick, true);
    return () => {
      unmounted = true;
      for (const timer of timers) window.clearTimeout(timer);
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchmove', onTouchMove);
      element.removeEventListener('touchend', end);
      element.removeEventListener('touchcancel', end);
      element.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('click', onClick, true);
      window.removeEventListener('pointermove', onMouseMove);
      window.removeEventListener('pointerup', onMouseUp);
    };
  }, []);

  const text = {
    pulling: t('common:pullToRefresh'),
    canRelease: t('common:releaseToRefresh'),
    refreshing: t('common:loading'),
    complete: t('common:refreshed'),
  }[status];
  return (
    <div ref={root} className="adm-pull-to-refresh">
      <div ref={head} className={`adm-pull-to-refresh-head ${styles.head}`}>
        <div className="adm-pull-to-refresh-head-content" style={{ height: PULL_HEAD_HEIGHT }}>
          {text}
        </div>
      </div>
      <div className="adm-pull-to-refresh-content">{children}</div>
    </div>
  );
}
