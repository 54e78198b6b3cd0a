import 'antd-mobile/es/components/nav-bar/nav-bar.css';
import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './NavBar.module.css';

export type NavBarProps = {
  children?: ReactNode;
  right?: ReactNode;
  onBack?: () => void;
  /** null: no back button (a tab's own header). */
  back?: null;
  /** Accepted for antd-mobile's API; the arrow is always shown. */
  backArrow?: boolean;
};

/**
 * antd-mobile's NavBar with the same classes and look, but a real back button: antd-mobile puts role="button" on the
 * whole left slot with no name (axe: aria-command-name, serious) and the click on an unnamed inner div. Here back is a
 * <button> named by the translation of "Back", reachable by keyboard and screen reader alike.
 */
export function NavBar({ children, right, onBack, back }: NavBarProps) {
  const { t } = useTranslation();
  return (
    <div className="adm-nav-bar">
      <div className="adm-nav-bar-left">
        {back !== null && (
          <button
            type="button"
            className={`adm-nav-bar-back ${styles.back}`}
            aria-label={t('common:back')}
            onClick={onBack}
          >
            <span className="adm-nav-bar-back-arrow" aria-hidden="true">
              <LeftOutline />
            </span>
          </button>
        )}
      </div>
      <div className="adm-nav-bar-title">{children}</div>
      <div className="adm-nav-bar-right">{right}</div>
    </div>
  );
}
