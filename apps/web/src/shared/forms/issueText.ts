import { i18next } from '../i18n/i18n.ts';

/**
 * The translated text of a form issue. Shared contract schemas name a result code as their issue message
 * ('phoneFormat', 'passwordTooShort'), which the `errors` namespace translates exactly as the server would;
 * any other issue (an empty required field) reads as the generic hint.
 */
export function issueText(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  if (i18next.exists(`errors:${message}`)) return i18next.t(`errors:${message}`, { seconds: '', field: '' });
  return i18next.t('auth:fieldInvalid');
}
