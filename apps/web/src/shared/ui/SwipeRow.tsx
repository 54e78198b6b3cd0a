import 'antd-mobile/es/components/swipe-action/swipe-action.css';
import { Button } from 'antd-mobile';
import {
  type CSSProperties,
  forwardRef,
  type ReactNode,
  type PointerEvent as ReactPointerEvent,
  type SyntheticEvent,
  useEffect,
  useImperativeHandle,
  useRef,
} from 'react';
import { boundSwipe, dominantAxis, swipeRest } from './gesture-math.ts';
import styles from './SwipeRow.module.css';

export type SwipeRowAction = {
  key: string;
  text: ReactNode;
  color: 'primary' | 'warning' | 'danger';
  onClick: () => void;
};
export type SwipeRowHandle = { close: () => void };

/** Where a drag began, and its last two positions (for the speed it is let go at). */
type Drag = {
  pointerId: number;
  startX: number;
  startY: number;
  from: number;
  swiping: boolean;
  samples: { x: number; time: number }[];
};

/** The speed (px/ms, negative to the left) of the last move, nothing if the finger rested before letting go. */
function releaseSpeed(samples: Drag['samples'], now: number): number {
  const [before, last] = samples;
  if (!before || !last || last.time <= before.time || now - last.time > 100) return 0;
  return (last.x - before.x) / (last.time - before.time);
}

/**
 * A row that slides left under a finger (or a dragged mouse) to show its actions, in antd-mobile's SwipeAction look
 * (its classes and stylesheet) without its code: that drags with use-gesture and animates with react-spring, which the
 * chat list's first screen would otherwise load (issue 19). The row moves with the finger and settles, open or closed,
 * with a CSS transition. It takes a drag only once it goes more sideways than up or down: a vertical one scrolls the
 * list (`touch-action: pan-y`). A tap on the row while it is open, a touch anywhere else (another row too) or focus
 * leaving it closes it; an action closes it and runs; tabbing onto the actions opens it.
 */
export const SwipeRow = forwardRef<SwipeRowHandle, { actions: SwipeRowAction[]; children: ReactNode }>(
  function SwipeRow({ actions, children }, ref) {
    const root = useRef<HTMLDivElement>(null);
    const track = useRef<HTMLDivElement>(null);
    const right = useRef<HTMLDivElement>(null);
    const offset = useRef(0);
    const drag = useRef<Drag | null>(null);
    const justDragged = useRef(false);

    const width = () => right.current?.offsetWidth ?? 0;
    const moveTo = (x: number, animated: boolean) => {
      offset.current = x;
      const element = track.current;
      if (!element) return;
      element.style.transition = animated ? '' : 'none';
      element.style.transform = x ? `translateX(${x}px)` : '';
    };
    const close = () => {
      drag.current = null;
      moveTo(0, true);
    };
    const open = () => moveTo(-width(), true);
    useImperativeHandle(ref, () => ({ close }));

    // While open, a touch or click outside the row closes it (another row's swipe starts with one).
    const closeOutside = useRef(close);
    closeOutside.current = close;
    useEffect(() => {
      const onPointerDownAnywhere = (event: PointerEvent) => {
        if (offset.current !== 0 && !root.current?.contains(event.target as Node)) closeOutside.current();
      };
      document.addEventListener('pointerdown', onPointerDownAnywhere);
      return () => document.removeEventListener('pointerdown', onPointerDownAnywhere);
    }, []);

    const onPointerDown = (event: ReactPointerEvent) => {
      // A drag that never saw its release (let go elsewhere before it swiped) gives way; a swiping one keeps the row.
      if (event.button !== 0 || drag.current?.swiping) return;
      drag.current = {
        pointerId: event.pointerId,
        startX: event.clientX,
        startY: event.clientY,
        from: offset.current,
        swiping: false,
        samples: [],
      };
    };
    const onPointerMove = (event: ReactPointerEvent) => {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      const dx = event.clientX - current.startX;
      if (!current.swiping) {
        const axis = dominantAxis(dx, event.clientY - current.startY);
        if (axis === null) return;
        if (axis === 'y') {
          drag.current = null;
          return;
        }
        current.swiping = true;
        // The row keeps the drag however far the finger (or mouse) goes.
        root.current?.setPointerCapture(event.pointerId);
      }
      current.samples = [...current.samples.slice(-1), { x: event.clientX, time: event.timeStamp }];
      moveTo(boundSwipe(current.from + dx, width()), false);
    };
    const onPointerEnd = (event: ReactPointerEvent) => {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      drag.current = null;
      if (!current.swiping) return;
      moveTo(swipeRest(offset.current, releaseSpeed(current.samples, event.timeStamp), width()), true);
      // The release of a dragged mouse clicks what it was pressed on: that click is the drag's, not a tap.
      justDragged.current = true;
      window.setTimeout(() => {
        justDragged.current = false;
      });
    };
    const swallow = (event: SyntheticEvent) => {
      event.stopPropagation();
      event.preventDefault();
    };

    return (
      <div
        ref={root}
        className="adm-swipe-action"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onClickCapture={(event) => {
          if (justDragged.current) swallow(event);
        }}
        onBlur={(event) => {
          if (offset.current !== 0 && !root.current?.contains(event.relatedTarget as Node | null)) close();
        }}
      >
        <div ref={track} className={`adm-swipe-action-track ${styles.track}`}>
          <div
            className="adm-swipe-action-content"
            onClickCapture={(event) => {
              // A tap on an open row closes it instead of doing what the row does.
              if (offset.current === 0) return;
              swallow(event);
              close();
            }}
          >
            {children}
          </div>
          <div
            ref={right}
            className="adm-swipe-action-actions adm-swipe-action-actions-right"
            onFocus={() => {
              if (offset.current !== -width()) open();
            }}
          >
            {actions.map((action) => (
              <Button
                key={action.key}
                className="adm-swipe-action-action-button"
                style={{ '--background-color': `var(--adm-color-${action.color})` } as CSSProperties}
                onClick={() => {
                  close();
                  action.onClick();
                }}
              >
                {action.text}
              </Button>
            ))}
          </div>
        </div>
      </div>
    );
  },
);
