import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';

/**
 * A popup-like component (anything with `visible`) whose code loads when it first opens, not with the page showing it
 * (issue 19: antd-mobile's popups bring react-spring and use-gesture). Nothing renders until then; after that it stays
 * mounted like the component it wraps, so it closes with its animation and keeps its state.
 */
export function lazyOverlay<P extends { visible?: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Overlay = lazy(() =>
    load().then((Component) => ({
      // Mounted hidden, then shown: a popup mounted visible appears at once instead of sliding in.
      default: function SlidingIn(props: P) {
        const [shown, setShown] = useState(false);
        useEffect(() => setShown(true), []);
        return <Component {...props} visible={Boolean(props.visible) && shown} />;
      },
    })),
  );
  return function LazyOverlay(props: P) {
    const [opened, setOpened] = useState(Boolean(props.visible));
    if (props.visible && !opened) setOpened(true);
    return opened ? (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    ) : null;
  };
}
