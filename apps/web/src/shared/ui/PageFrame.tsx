import type { ReactNode } from 'react';
import { useGoBack } from '../lib/navigation.ts';
import { useIsTab } from '../lib/tab-set.ts';
import { NavBar } from './NavBar.tsx';
import styles from './PageFrame.module.css';

export type PageFrameProps = {
  title: string;
  children: ReactNode;
  right?: ReactNode;
  /** Where back goes when there is no previous page (spec §2's back rule). */
  backTo: string;
  /** A bar kept at the bottom (a page's main button). */
  footer?: ReactNode;
  /** Back within the page (e.g. from one item to its list) instead of leaving it. */
  onBack?: () => void;
};

/** A stacked page (or a tab of the classic set): a sticky header with back, the content, and an optional sticky footer. */
export function PageFrame({ title, children, right, backTo, footer, onBack }: PageFrameProps) {
  const goBack = useGoBack(backTo);
  // Contacts and the services hub are tabs of the classic set: there they are where back would lead.
  const isTab = useIsTab();
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <NavBar onBack={onBack ?? goBack} back={isTab ? null : undefined} right={right}>
          {title}
        </NavBar>
      </div>
      {children}
      {footer && (
        <div className={styles.footer} data-hides-help>
          {footer}
        </div>
      )}
    </div>
  );
}
