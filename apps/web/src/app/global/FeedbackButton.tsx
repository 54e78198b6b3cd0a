import { FEEDBACK_BUTTON_FADE_MS, FEEDBACK_BUTTON_INITIAL_HIDE_MS } from '@volna/contracts';
import { QuestionCircleOutline } from 'antd-mobile-icons';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../shared/lib/paths.ts';
import { sinceStartMs } from '../startup.ts';
import { clampTop, clearTop, type Edge, KEEP_CLEAR_SELECTOR, nearestEdge } from './feedback-position.ts';
import { useCoveredContent } from './useCoveredContent.ts';
import styles from './FeedbackButton.module.css';

/** A press that moves less than this is a tap, not a drag. */
const TAP_SLOP_PX = 6;
const BUTTON_SIZE_PX = 44;
/** About the widest the expanded bubble gets (icon and the longest language's label). */
const EXPANDED_WIDTH_PX = 180;

/** The bands of height that the bubble, expanded on `edge`, would cover something in (bars, badges, times, fields). */
function bandsToKeepClear(edge: Edge) {
  const from = edge === 'right' ? window.innerWidth - EXPANDED_WIDTH_PX : 0;
  const to = edge === 'right' ? window.innerWidth : EXPANDED_WIDTH_PX;
  return [...document.querySelectorAll(KEEP_CLEAR_SELECTOR)]
    .map((element) => element.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0 && r.right > from && r.left < to)
    .map((r) => ({ top: r.top, bottom: r.bottom }));
}

type Drag = { pointerId: number; startX: number; startY: number; x: number; y: number; moved: boolean };

/**
 * Floating help button (spec §2): hidden for the first 3 s, draggable, snaps to the nearer side on release,
 * shows its text when touched and shrinks 2 s later to a slim tab on the edge (over the page's margin, not its
 * content); a tap opens the help page. Hidden while a composer, a bottom action bar or a focused field is on screen.
 * When it appears it takes a height clear of the bars, badges, times and charts beside its edge, and while that
 * first expansion fades, taps pass through it to the page (issue 30).
 */
export function FeedbackButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [visible, setVisible] = useState(() => sinceStartMs() >= FEEDBACK_BUTTON_INITIAL_HIDE_MS);
  const [edge, setEdge] = useState<Edge>('right');
  const [top, setTop] = useState(() => Math.round(window.innerHeight * 0.6));
  const [drag, setDrag] = useState<Drag | null>(null);
  const [expanded, setExpanded] = useState(true);
  /** The expansion of its appearing, which nobody asked for: it takes no taps. */
  const [passThrough, setPassThrough] = useState(true);
  const fadeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const wouldCover = useCoveredContent();

  const expandThenFade = () => {
    setExpanded(true);
    clearTimeout(fadeTimer.current);
    fadeTimer.current = setTimeout(() => {
      setExpanded(false);
      setPassThrough(false);
    }, FEEDBACK_BUTTON_FADE_MS);
  };

  useEffect(() => {
    if (visible) return;
    const timer = setTimeout(() => setVisible(true), FEEDBACK_BUTTON_INITIAL_HIDE_MS - sinceStartMs());
    return () => clearTimeout(timer);
  }, [visible]);

  // Appearing shows the text, then fades, at a height where it covers nothing that must stay seen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the button appears
  useEffect(() => {
    if (!visible) return;
    setTop((value) => clearTop(value, window.innerHeight, BUTTON_SIZE_PX, bandsToKeepClear(edge)));
    expandThenFade();
    return () => clearTimeout(fadeTimer.current);
  }, [visible]);

  useEffect(() => {
    const keepOnScreen = () => setTop((value) => clampTop(value, window.innerHeight, BUTTON_SIZE_PX));
    window.addEventListener('resize', keepOnScreen);
    return () => window.removeEventListener('resize', keepOnScreen);
  }, []);

  if (!visible || wouldCover || pathname === paths.policies) return null;

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    const rect = event.currentTarget.getBoundingClientRect();
    setDrag({
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      x: rect.left,
      y: rect.top,
      moved: false,
    });
    setExpanded(true);
    clearTimeout(fadeTimer.current);
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    const dx = event.clientX - drag.startX;
    const dy = event.clientY - drag.startY;
    if (!drag.moved && Math.hypot(dx, dy) < TAP_SLOP_PX) return;
    const rect = event.currentTarget.getBoundingClientRect();
    setDrag({
      ...drag,
      moved: true,
      x: Math.min(Math.max(event.clientX - rect.width / 2, 0), window.innerWidth - rect.width),
      y: clampTop(event.clientY - rect.height / 2, window.innerHeight, rect.height),
    });
  };

  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    if (!drag || drag.pointerId !== event.pointerId) return;
    const rect = event.currentTarget.getBoundingClientRect();
    setDrag(null);
    expandThenFade();
    if (!drag.moved) {
      navigate(paths.policies);
      return;
    }
    setEdge(nearestEdge(rect.left + rect.width / 2, window.innerWidth));
    setTop(clampTop(drag.y, window.innerHeight, rect.height));
  };

  const placement = drag?.moved ? { left: drag.x, top: drag.y } : { [edge]: 0, top };

  return (
    <button
      type="button"
      className={`${styles.button} ${styles[edge]} ${expanded ? styles.expanded : styles.faded} ${drag?.moved ? styles.dragging : ''} ${expanded && passThrough ? styles.passThrough : ''}`}
      style={placement}
      aria-label={t('shell:feedback.label')}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        setDrag(null);
        expandThenFade();
      }}
    >
      {(expanded || drag?.moved) && <QuestionCircleOutline className={styles.icon} />}
      {expanded && <span className={styles.text}>{t('shell:feedback.label')}</span>}
    </button>
  );
}
