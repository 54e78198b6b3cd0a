import type { Language } from '@volna/contracts';
import { setDefaultConfig } from 'antd-mobile';

// Only the current language's table is loaded (changing language reloads the app).
const tables = {
  ru: () => import('antd-mobile/es/locales/ru-RU'),
  zh: () => import('antd-mobile/es/locales/zh-CN'),
  en: () => import('antd-mobile/es/locales/en-US'),
  ja: () => import('antd-mobile/es/locales/ja-JP'),
} satisfies Record<Language, () => Promise<unknown>>;

/**
 * antd-mobile's own words (picker buttons, infinite-scroll and empty states, search bar) in the app's language; its
 * default is Chinese. A global default, not a provider, so imperative dialogs and toasts follow it too.
 */
export async function applyAntdLocale(lang: Language) {
  setDefaultConfig({ locale: (await tables[lang]()).default });
}
