import { i18next } from '../i18n/i18n.ts';
import { showToast } from '../ui/toast.ts';

/** Says that money actions wait for the network (issue 35); nothing was sent, nothing charged. */
export function refuseMoneyOffline() {
  showToast({ content: i18next.t('common:offlineMoneyRefused'), position: 'center' });
}
