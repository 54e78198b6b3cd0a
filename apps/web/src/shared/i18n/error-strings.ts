import { type Language, resultMessages } from '@volna/contracts';

/** The result-code messages of one language, as the `errors` namespace (loaded by errorStrings in i18n.ts). */
export const errorStringsOf = (lang: Language) =>
  Object.fromEntries(Object.entries(resultMessages).map(([key, byLang]) => [key, byLang[lang]]));
