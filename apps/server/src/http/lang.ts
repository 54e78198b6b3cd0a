import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@volna/contracts';

/** The language of a `Content-Language` (or `Accept-Language`) header: zh-CN → zh; anything unknown → ru. */
export function languageOf(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header[0] : header;
  const primary = value?.split(',')[0]?.trim().slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(primary ?? '') ? (primary as Language) : DEFAULT_LANGUAGE;
}
