import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@volna/contracts';

/** The language a `Content-Language` (or `Accept-Language`) header names first: zh-CN → zh; undefined if none we speak. */
export function namedLanguage(header: string | string[] | undefined): Language | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const primary = value?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as Language) : undefined;
}

/** The language of a `Content-Language` (or `Accept-Language`) header: zh-CN → zh; anything unknown → ru. */
export function languageOf(header: string | string[] | undefined): Language {
  return namedLanguage(header) ?? DEFAULT_LANGUAGE;
}
