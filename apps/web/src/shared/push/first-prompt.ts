import { i18next, restOfStrings } from '../i18n/i18n.ts';
import { confirmDialog } from '../ui/confirm.ts';
import { showToast } from '../ui/toast.ts';
import { pushAvailability, subscribeThisDevice } from './web-push.ts';

const ASKED_KEY = 'volna.pushAsked';

/**
 * After the user's first sent message, never at launch (issue 35): the app's own question first, and only a yes
 * opens the browser's permission prompt (its tap is the user gesture the browser wants). Asked once per browser.
 */
export async function askAfterFirstSend() {
  if (localStorage.getItem(ASKED_KEY) || pushAvailability() !== 'default') return;
  localStorage.setItem(ASKED_KEY, '1');
  await restOfStrings();
  const t = i18next.t.bind(i18next);
  const yes = await confirmDialog({
    title: t('push:prompt.title'),
    content: t('push:prompt.content'),
    confirmText: t('push:prompt.allow'),
    cancelText: t('push:prompt.later'),
  });
  if (!yes || (await Notification.requestPermission()) !== 'granted') return;
  try {
    await subscribeThisDevice();
    showToast({ content: t('push:prompt.on'), icon: 'success' });
  } catch (error) {
    console.warn('push subscription failed', error);
    showToast({ content: t('push:prompt.failed') });
  }
}
