import { Button, DotLoading } from 'antd-mobile';
import { CheckCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { RobotCheckState } from '../hooks/useRobotCheck.ts';
import styles from '../pages/LoginPage.module.css';

/** Where the automatic robot check stands: working, passed, or failed with a retry. */
export function RobotCheck({ state, onRetry }: { state: RobotCheckState; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.robotCheck} role="status" aria-live="polite" data-state={state}>
      {state === 'solving' && (
        <>
          {/* DotLoading rather than SpinLoading: the spinner animates with react-spring (issue 19). */}
          <DotLoading color="primary" />
          <span>{t('auth:robotChecking')}</span>
        </>
      )}
      {state === 'ready' && (
        <>
          <CheckCircleFill className={styles.robotPassed} />
          <span>{t('auth:robotPassed')}</span>
        </>
      )}
      {state === 'failed' && (
        <>
          <CloseCircleFill className={styles.robotFailed} />
          {/* The retry goes under the text, on the left: the floating help button docks on the right edge at about
              this height on a phone and would cover it there. */}
          <div className={styles.robotFailedBody}>
            <span>{t('auth:robotFailed')}</span>
            <Button size="small" fill="outline" color="primary" onClick={onRetry}>
              {t('auth:robotRetry')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
