import type { ToastShowProps } from 'antd-mobile';

/**
 * antd-mobile's Toast, loaded on its first use: it brings the mask and the animation libraries (react-spring,
 * use-gesture), which the first screen's code should not carry for a message that may never show (issue 19).
 */
export function showToast(props: ToastShowProps) {
  void import('./lazy-antd.ts').then(({ Toast }) => Toast.show(props));
}
