import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@volna/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

const LANGUAGE_KEY = 'volna.lang';

// Per language, one file with what every first screen (the shell, the login page) says and antd-mobile's table
// (languages/<lang>.ts), loaded at start; one with what the chat list adds (languages/signed-in/<lang>.ts), loaded with
// it; one per namespace a single first screen adds (areaStrings: a chat's media, the wallet's); one with every other
// namespace (languages/later/<lang>.ts), loaded after the first screen (restOfStrings). Only the current language's are
// loaded (changing language reloads the app). The login page so carries ~3.5 KB of strings instead of ~13, and a page
// other than the first screens waits for one file, not a dozen (issues 19 and 29).
const bundles = {
  ru: () => import('./languages/ru.ts'),
  zh: () => import('./languages/zh.ts'),
  en: () => import('./languages/en.ts'),
  ja: () => import('./languages/ja.ts'),
} satisfies Record<Language, () => Promise<unknown>>;
const signedInBundles = {
  ru: () => import('./languages/signed-in/ru.ts'),
  zh: () => import('./languages/signed-in/zh.ts'),
  en: () => import('./languages/signed-in/en.ts'),
  ja: () => import('./languages/signed-in/ja.ts'),
} satisfies Record<Language, () => Promise<{ signedIn: Record<string, Record<string, unknown>> }>>;
/** The namespaces the languages/<lang>.ts files load at start (their glob lists them; a test keeps them equal). */
export const FIRST_SCREEN_NAMESPACES = ['auth', 'common', 'shell'] as const;
/** The namespaces the languages/signed-in/<lang>.ts files load with the chat list (a test keeps them equal). */
export const SIGNED_IN_NAMESPACES = [
  'calls',
  'chat',
  'conversation',
  'friends',
  'groups',
  'redPacket',
  'transfer',
] as const;
/**
 * The namespaces one first screen adds to the signed-in ones, each a file of its own per language, loaded with that
 * screen (a chat's media, the wallet home's), so the chat list does not carry them (issue 29).
 */
export const AREA_NAMESPACES = ['media', 'wallet'] as const;
export type AreaNamespace = (typeof AREA_NAMESPACES)[number];
const areaFiles = import.meta.glob<Record<string, unknown>>('../../locales/*/{media,wallet}.json', {
  import: 'default',
});
// Every other namespace, one file per language, loaded after the first screen.
const laterBundles = {
  ru: () => import('./languages/later/ru.ts'),
  zh: () => import('./languages/later/zh.ts'),
  en: () => import('./languages/later/en.ts'),
  ja: () => import('./languages/later/ja.ts'),
} satisfies Record<Language, () => Promise<{ later: Record<string, Record<string, unknown>> }>>;

/** The language's first-screen strings and antd-mobile table, loaded once. */
export const languageBundle = (lang: Language) => bundles[lang]();

const namespaceOf = (path: string) => path.match(/([\w-]+)\.json$/)?.[1];

async function resourcesOf(lang: Language) {
  const resources: Record<string, Record<string, unknown>> = {};
  for (const [path, strings] of Object.entries((await languageBundle(lang)).firstScreens)) {
    const namespace = namespaceOf(path);
    if (namespace) resources[namespace] = strings;
  }
  return resources;
}

let signedIn: Promise<void> | undefined;

/** Starts loading the signed-in strings' file before i18next runs (router.tsx, a signed-in start on the chat list). */
export const preloadSignedInStrings = () => signedInBundles[initialLanguage()]();

/** What the chat list says besides the first screens' strings (the chat list waits for it; the rest loads it later). */
export function signedInStrings(): Promise<void> {
  signedIn ??= signedInBundles[currentLanguage()]().then((bundle) => {
    const lang = currentLanguage();
    for (const [path, strings] of Object.entries(bundle.signedIn)) {
      const namespace = namespaceOf(path);
      if (namespace && !i18next.hasResourceBundle(lang, namespace))
        i18next.addResourceBundle(lang, namespace, strings);
    }
  });
  return signedIn;
}

const areas = new Map<AreaNamespace, Promise<void>>();

/** One first screen's own namespace (AREA_NAMESPACES), loaded once. */
export function areaStrings(namespace: AreaNamespace): Promise<void> {
  let loaded = areas.get(namespace);
  if (!loaded) {
    const lang = currentLanguage();
    const load = areaFiles[`../../locales/${lang}/${namespace}.json`];
    if (!load) throw new Error(`no ${namespace} strings for ${lang}`);
    loaded = load().then((strings) => {
      if (!i18next.hasResourceBundle(lang, namespace)) i18next.addResourceBundle(lang, namespace, strings);
    });
    areas.set(namespace, loaded);
  }
  return loaded;
}

let errors: Promise<void> | undefined;

/**
 * The `errors` namespace: result-code messages from the contracts, the one source the server answers from as well.
 * All four languages are one table there (~13 KB gzipped), so it loads after the first screen (with the rest of the
 * strings), or earlier when a form is checked: the server's refusals arrive worded already (issue 19).
 */
export function errorStrings(): Promise<void> {
  errors ??= import('./error-strings.ts').then(({ errorStringsOf }) => {
    const lang = currentLanguage();
    if (!i18next.hasResourceBundle(lang, 'errors'))
      i18next.addResourceBundle(lang, 'errors', errorStringsOf(lang));
  });
  return errors;
}

let rest: Promise<void> | undefined;

/** Every namespace the first screens do not need, loaded once; the other pages wait for them before they show. */
export function restOfStrings(): Promise<void> {
  rest ??= (async () => {
    const lang = currentLanguage();
    const later = laterBundles[lang]().then(({ later }) => {
      for (const [path, strings] of Object.entries(later)) {
        const namespace = namespaceOf(path);
        if (namespace && !i18next.hasResourceBundle(lang, namespace))
          i18next.addResourceBundle(lang, namespace, strings);
      }
    });
    await Promise.all([later, signedInStrings(), ...AREA_NAMESPACES.map(areaStrings), errorStrings()]);
  })();
  return rest;
}

/** A lazily loaded module that speaks words beyond the first screens': it and the rest of the strings, at once. */
export const withRestOfStrings =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), restOfStrings()]).then(([module]) => module);

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
    // No vendor banner in the user's console on every start.
    showSupportNotice: false,
    resources: { [lng]: await resourcesOf(lng) },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // A screen drawn before the rest of the strings arrived shows them once they do.
    react: { bindI18nStore: 'added' },
  });
}

export { i18next };
