import { Button } from 'antd-mobile';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadInPlace } from '../../shared/lib/reload.ts';
import { isChunkLoadError } from './chunk-error.ts';
import styles from './global.module.css';

// Plain markup rather than antd-mobile's ErrorBlock: its four pictures (~10 KB gzipped) would load with every first
// screen, and a screen shown because code failed to load cannot wait for more code (issue 19).

/** Spec §8 page-load failure: the whole screen is the retry button, a tap reloads the app. */
export function ConnectionTimedOut() {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.tapToRetry} onClick={reloadInPlace}>
      <span className={styles.failure}>
        <span className={styles.failureTitle}>{t('shell:pageLoad.timedOut')}</span>
        <span className={styles.failureHint}>{t('shell:pageLoad.tapToRetry')}</span>
      </span>
    </button>
  );
}

export function ScreenFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.centered}>
      <div className={styles.failure}>
        <h2 className={styles.failureTitle}>{t('shell:pageLoad.failed')}</h2>
        <p className={styles.failureHint}>{t('shell:pageLoad.failedHint')}</p>
        <Button color="primary" onClick={onRetry}>
          {t('common:retry')}
        </Button>
      </div>
    </div>
  );
}

type Props = { children: ReactNode; resetKey: string };
type State = { error: unknown; resetKey: string };

/** Catches what a screen throws while rendering; moving to another page clears it. */
export class ShellErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown) {
    console.error('screen failed', error);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (isChunkLoadError(error)) return <ConnectionTimedOut />;
    return <ScreenFailed onRetry={() => this.setState({ error: null })} />;
  }
}
