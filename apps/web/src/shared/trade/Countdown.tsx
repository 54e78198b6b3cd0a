import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { durationText } from '../format/chat-time.ts';
import styles from './trade-kit.module.css';

/**
 * The time left until `until` (ISO) as mm:ss, ticking each second, for a step someone must take by then; at zero it
 * calls `onEnd` once (the page reads the order again: the server ends the step by itself).
 */
export function Countdown({ until, label, onEnd }: { until: string; label: string; onEnd?: () => void }) {
  const { t } = useTranslation();
  const end = Date.parse(until);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((end - now) / 1000));
  useEffect(() => {
    if (left === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);
  const onEndNow = useRef(onEnd);
  onEndNow.current = onEnd;
  const over = left === 0;
  useEffect(() => {
    if (!over) return;
    // The server's timer ends the step a moment later: read again then, once.
    const later = setTimeout(() => onEndNow.current?.(), 3000);
    return () => clearTimeout(later);
  }, [over]);
  return (
    <span className={styles.countdown} role="timer" data-testid="trade-countdown" data-left={left}>
      {label} <strong>{left > 0 ? durationText(left) : t('common:timeUp')}</strong>
    </span>
  );
}
