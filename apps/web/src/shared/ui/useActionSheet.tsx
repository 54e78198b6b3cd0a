import { ActionSheet, type ActionSheetProps } from 'antd-mobile';
import { type ReactElement, useCallback, useEffect, useState } from 'react';

type SheetProps = Omit<ActionSheetProps, 'visible' | 'onClose' | 'closeOnAction'>;

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
  const [props, setProps] = useState<SheetProps | null>(null);
  // Mounted hidden, then shown, so it still slides in.
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(props !== null), [props]);
  const close = useCallback(() => setProps(null), []);
  const sheet = props ? <ActionSheet {...props} visible={shown} closeOnAction onClose={close} /> : null;
  return { sheet, show: setProps };
}
