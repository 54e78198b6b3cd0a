import { DEFAULT_LANGUAGE, LANGUAGES, type Language, resultMessages } from '@volna/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

const LANGUAGE_KEY = 'volna.lang';

// One file per language (languages/<lang>.ts: the namespaces of src/locales/<lang>/ and antd-mobile's table); only
// the current language's is loaded (changing language reloads the app).
const bundles = {
  ru: () => import('./languages/ru.ts'),
  zh: () => import('./languages/zh.ts'),
  en: () => import('./languages/en.ts'),
  ja: () => import('./languages/ja.ts'),
} satisfies Record<Language, () => Promise<unknown>>;

/** The language's strings, loaded once. */
export const languageBundle = (lang: Language) => bundles[lang]();

async function resourcesOf(lang: Language) {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const [path, strings] of Object.entries((await languageBundle(lang)).namespaces)) {
    const namespace = path.match(/([\w-]+)\.json$/)?.[1];
    if (namespace) resources[namespace] = strings;
  }
  // Result-code messages come from the contracts, the one source the server answers from as well.
  resources.errors = Object.fromEntries(
    Object.entries(resultMessages).map(([key, byLang]) => [key, byLang[lang]]),
  );
  return resources;
}

const asLanguage = (value: string | null | undefined): Language | undefined =>
  (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : undefined;

/** The chosen language; on a first open, the device's (first of its languages the app has), else Russian. */
export function initialLanguage(): Language {
  const device = navigator.languages.map((tag) => asLanguage(tag.split('-')[0]?.toLowerCase())).find(Boolean);
  return asLanguage(localStorage.getItem(LANGUAGE_KEY)) ?? device ?? DEFAULT_LANGUAGE;
}

/** The account's stored language, when it is one the app has and differs from the one on screen. */
export function accountLanguageToApply(accountLanguage: string): Language | undefined {
  const language = asLanguage(accountLanguage);
  return language && language !== currentLanguage() ? language : undefined;
}

/** Changing language restarts the app (spec §1), so every screen and the server messages follow it. */
export function switchLanguage(lang: Language) {
  localStorage.setItem(LANGUAGE_KEY, lang);
  window.location.reload();
}

export function currentLanguage(): Language {
  return (i18next.language as Language) ?? DEFAULT_LANGUAGE;
}

export async function initI18n() {
  const lng = initialLanguage();
  document.documentElement.lang = lng;
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    resources: { [lng]: await resourcesOf(lng) },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

export { i18next };
