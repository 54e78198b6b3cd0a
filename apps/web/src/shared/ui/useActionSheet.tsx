import type { ActionSheet, ActionSheetProps } from 'antd-mobile';
import { type ReactElement, useCallback, useEffect, useState } from 'react';

type SheetProps = Omit<ActionSheetProps, 'visible' | 'onClose' | 'closeOnAction'>;

// antd-mobile's ActionSheet brings its popup, mask and animation libraries (react-spring, use-gesture): it loads on the
// first `show` (issue 19: the chat list, whose rows open one, must not carry them on its first screen).
const loadActionSheet = () => import('./lazy-antd.ts').then((antd) => antd.ActionSheet);

/**
 * An action sheet opened from an event handler and drawn by the component that owns it: render `sheet`, call
 * `show(props)`. Any action closes it. Unlike ActionSheet.show, closing unmounts it at once: an imperative sheet is
 * removed only when its closing animation reports its end, which a sheet closed as it opens (or a page that stops
 * drawing frames) can miss, leaving the old sheet in the page. A second `show` replaces the sheet that is open.
 */
export function useActionSheet(): {
  sheet: ReactElement | null;
  show: (props: SheetProps) => void;
} {
  const [open, setOpen] = useState<{ Sheet: typeof ActionSheet; props: SheetProps } | null>(null);
  // Mounted hidden, then shown, so it still slides in.
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(open !== null), [open]);
  const close = useCallback(() => setOpen(null), []);
  const show = useCallback((props: SheetProps) => {
    void loadActionSheet().then((Sheet) => setOpen({ Sheet, props }));
  }, []);
  const sheet = open ? <open.Sheet {...open.props} visible={shown} closeOnAction onClose={close} /> : null;
  return { sheet, show };
}
