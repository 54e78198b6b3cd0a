import type { MessageInstance } from 'antd/es/message/interface';

// antd's static `message` cannot render under React 19 (it needs the removed ReactDOM.render), so the console's
// toasts go through the instance of <App> (antd's context holder): ToastBridge hands it over once mounted, and code
// outside React (the API helper) calls `toast`.
let instance: MessageInstance | null = null;

export function setToastInstance(next: MessageInstance) {
  instance = next;
}

export const toast = {
  error: (text: string) => instance?.error(text),
  success: (text: string) => instance?.success(text),
};
