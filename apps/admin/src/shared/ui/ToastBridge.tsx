import { App } from 'antd';
import { setToastInstance } from './toast.ts';

/** Inside antd's <App>: gives `toast` (shared/ui/toast.ts) the message instance that renders in this tree. */
export function ToastBridge() {
  setToastInstance(App.useApp().message);
  return null;
}
