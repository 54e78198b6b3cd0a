import { useRouteError } from 'react-router';
import { reloadInPlace } from '../../shared/lib/reload.ts';
import { isChunkLoadError } from './chunk-error.ts';
import { ConnectionTimedOut, ScreenFailed } from './ShellErrorBoundary.tsx';

/** Router-level error element: what the shell itself throws gets the same in-place screen; retry reloads. */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ConnectionTimedOut />;
  return <ScreenFailed onRetry={reloadInPlace} />;
}
