import { Button, ErrorBlock } from 'antd-mobile';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reloadInPlace } from '../launch.ts';
import { isChunkLoadError } from './chunk-error.ts';
import styles from './global.module.css';

/** Spec §8 page-load failure: the whole screen is the retry button, a tap reloads the app. */
export function ConnectionTimedOut() {
  const { t } = useTranslation();
  return (
    <button type="button" className={styles.tapToRetry} onClick={reloadInPlace}>
      <ErrorBlock
        status="disconnected"
        title={t('shell:pageLoad.timedOut')}
        description={t('shell:pageLoad.tapToRetry')}
      />
    </button>
  );
}

export function ScreenFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.centered}>
      <ErrorBlock
        status="default"
        title={t('shell:pageLoad.failed')}
        description={t('shell:pageLoad.failedHint')}
      >
        <Button color="primary" onClick={onRetry}>
          {t('common:retry')}
        </Button>
      </ErrorBlock>
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
