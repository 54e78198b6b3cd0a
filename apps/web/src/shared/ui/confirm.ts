import type { DialogConfirmProps } from 'antd-mobile';

/**
 * antd-mobile's Dialog.confirm, loaded on its first use: the dialog brings the mask, the popup and the animation
 * libraries (react-spring, use-gesture), which a first screen should not carry for a question it may never ask
 * (issue 19). Resolves true when confirmed.
 */
export async function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  const { Dialog } = await import('./lazy-antd.ts');
  return Dialog.confirm(props);
}
