import type { Language } from '@volna/contracts';
import { setDefaultConfig } from 'antd-mobile';
import { languageBundle } from './i18n.ts';

/**
 * antd-mobile's own words (picker buttons, infinite-scroll and empty states, search bar) in the app's language; its
 * default is Chinese. A global default, not a provider, so imperative dialogs and toasts follow it too.
 */
export async function applyAntdLocale(lang: Language) {
  setDefaultConfig({ locale: (await languageBundle(lang)).antdLocale });
}
