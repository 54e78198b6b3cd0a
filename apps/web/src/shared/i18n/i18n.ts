import { DEFAULT_LANGUAGE, LANGUAGES, type Language, resultMessages } from '@volna/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

const LANGUAGE_KEY = 'volna.lang';

// Per language, one file with what the shell and the first screens say and antd-mobile's table (languages/<lang>.ts),
// loaded at start; every other namespace file loads right after (restOfStrings). Only the current language's are
// loaded (changing language reloads the app).
const bundles = {
  ru: () => import('./languages/ru.ts'),
  zh: () => import('./languages/zh.ts'),
  en: () => import('./languages/en.ts'),
  ja: () => import('./languages/ja.ts'),
} satisfies Record<Language, () => Promise<unknown>>;
/** The namespaces the languages/<lang>.ts files load at start (their glob lists them; a test keeps them equal). */
export const FIRST_SCREEN_NAMESPACES = [
  'auth',
  'chat',
  'common',
  'conversation',
  'friends',
  'groups',
  'redPacket',
  'shell',
  'transfer',
  'wallet',
] as const;
// Every other namespace file, each loaded on its own after the first screen.
const laterFiles = import.meta.glob<Record<string, unknown>>(
  [
    '../../locales/*/*.json',
    '!../../locales/*/{auth,chat,common,conversation,friends,groups,redPacket,shell,transfer,wallet}.json',
  ],
  { import: 'default' },
);

/** The language's first-screen strings and antd-mobile table, loaded once. */
export const languageBundle = (lang: Language) => bundles[lang]();

const namespaceOf = (path: string) => path.match(/([\w-]+)\.json$/)?.[1];

async function resourcesOf(lang: Language) {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const [path, strings] of Object.entries((await languageBundle(lang)).firstScreens)) {
    const namespace = namespaceOf(path);
    if (namespace) resources[namespace] = strings;
  }
  // Result-code messages come from the contracts, the one source the server answers from as well.
  resources.errors = Object.fromEntries(
    Object.entries(resultMessages).map(([key, byLang]) => [key, byLang[lang]]),
  );
  return resources;
}

let rest: Promise<void> | undefined;

/** Every namespace the first screens do not need, loaded once; the other pages wait for them before they show. */
export function restOfStrings(): Promise<void> {
  rest ??= (async () => {
    const lang = currentLanguage();
    const loads = Object.entries(laterFiles).map(async ([path, load]) => {
      const namespace = namespaceOf(path);
      if (!path.includes(`/locales/${lang}/`) || !namespace || i18next.hasResourceBundle(lang, namespace))
        return;
      i18next.addResourceBundle(lang, namespace, await load());
    });
    await Promise.all(loads);
  })();
  return rest;
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
    // A screen drawn before the rest of the strings arrived shows them once they do.
    react: { bindI18nStore: 'added' },
  });
}

export { i18next };
