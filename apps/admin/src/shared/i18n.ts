import { DEFAULT_LANGUAGE, LANGUAGES, type Language, resultMessages } from '@volna/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

const LANGUAGE_KEY = 'volna.admin.lang';

// src/locales/<lang>/<namespace>.json, each its own chunk: only the current language is loaded.
const files = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

async function resourcesOf(lang: Language) {
  const resources: Record<string, Record<string, unknown>> = {};
  const loads = Object.entries(files).map(async ([path, load]) => {
    const [, fileLang, namespace] = path.match(/locales\/(\w+)\/([\w-]+)\.json$/) ?? [];
    if (fileLang === lang && namespace) resources[namespace] = (await load()).default;
  });
  await Promise.all(loads);
  // Result-code messages come from the contracts, the one source the server answers from as well.
  resources.errors = Object.fromEntries(
    Object.entries(resultMessages).map(([key, byLang]) => [key, byLang[lang]]),
  );
  return resources;
}

export function storedLanguage(): Language {
  const value = localStorage.getItem(LANGUAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : DEFAULT_LANGUAGE;
}

/** A language change reloads the console, so every table, date and server message follows it. */
export function switchLanguage(lang: Language) {
  localStorage.setItem(LANGUAGE_KEY, lang);
  window.location.reload();
}

export const currentLanguage = (): Language => (i18next.language as Language) ?? DEFAULT_LANGUAGE;

export async function initI18n() {
  const lng = storedLanguage();
  document.documentElement.lang = lng;
  await i18next.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    // No vendor banner in the user's console on every start.
    showSupportNotice: false,
    resources: { [lng]: await resourcesOf(lng) },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

export { i18next };
