import type { ComponentType, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import styles from './transfer/transferCard.module.css';

/**
 * The one frame of a chat's service cards (a transfer's, a P2P order's, a classifieds order's step): the icon, the
 * amount and what this step did (and the steps so far), the card's name and "open" at its foot; tapping it opens the thing it is about.
 */
export function ChatCardFrame({
  to,
  safe,
  icon: Icon,
  amount,
  lines,
  title,
  open,
  data,
  steps,
  image,
}: {
  /** Where tapping goes (the order's or transfer's page). */
  to: string;
  /** The secured look (a safe transfer, a secure deal, an order whose money the platform holds). */
  safe: boolean;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  amount: ReactNode;
  lines: ReactNode[];
  title: string;
  open: string;
  /** `data-testid` and the card's `data-*` facts the tests and the list read. */
  data: Record<`data-${string}`, string | number>;
  /** A short line per step so far, for a card edited in place at each step (issue 30). */
  steps?: ReactNode;
  /** A picture in the icon's place (a shared listing's first photo, a link's image). */
  image?: string;
}) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={`${styles.card} ${safe ? styles.safe : ''}`}
      onClick={() => navigate(to)}
      {...data}
    >
      <span className={styles.top}>
        {image ? (
          <img className={styles.thumb} src={image} alt="" loading="lazy" />
        ) : (
          <Icon className={styles.icon} aria-hidden />
        )}
        <span className={styles.text}>
          <span className={styles.amount}>{amount}</span>
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a card's lines are fixed in number and order
            <span key={i} className={styles.event}>
              {line}
            </span>
          ))}
        </span>
      </span>
      {steps}
      <span className={styles.footer}>
        <span>{title}</span>
        <span>{open}</span>
      </span>
    </button>
  );
}
