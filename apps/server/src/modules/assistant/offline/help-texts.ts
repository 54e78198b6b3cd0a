import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Language } from '@volna/contracts';
import { BLIND_BOX_AGE_MAX, BLIND_BOX_AGE_MIN, BLIND_BOX_AUDIO_MAX_SECONDS } from '@volna/contracts';
import { ownKnowledge } from './knowledge-base.ts';

/** One passage the offline helper can quote: where it comes from (the page a user would open) and its text. */
export type HelpPassage = { source: string; title: string; text: string };

// The offline helper answers from the texts the app already shows its users: Help → FAQ, the terms of use, the privacy
// policy, the wallet's and the blind box's operating instructions (the web app's locale files, the same words in the
// same four languages), plus the module's own short notes on the areas that have no instructions page yet
// (knowledge-base.ts). Read once per language, when first asked.

const localesDir = resolve(import.meta.dirname, '../../../../../web/src/locales');

type Section = { heading?: string; title?: string; body?: string[]; items?: string[] };
type Question = { q: string; a: string };

function readLocale(lang: Language, file: string): Record<string, any> | undefined {
  const path = join(localesDir, lang, `${file}.json`);
  // A deployment without the web sources still has the module's own notes.
  if (!existsSync(path)) return undefined;
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, any>;
}

/** i18next placeholders ({{min}}) filled from the contracts' limits, so a quoted text says the real figure. */
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

function sectionsOf(source: string, sections: Section[] | undefined): HelpPassage[] {
  return (sections ?? []).map((section) => ({
    source,
    title: section.heading ?? section.title ?? source,
    text: (section.body ?? section.items ?? []).join(' '),
  }));
}

function fromLocales(lang: Language): HelpPassage[] {
  const passages: HelpPassage[] = [];
  const policies = readLocale(lang, 'system')?.policies;
  if (policies) {
    for (const item of (policies.faq?.questions ?? []) as Question[])
      passages.push({ source: policies.faq.title, title: item.q, text: item.a });
    passages.push(...sectionsOf(policies.terms?.title, policies.terms?.sections));
    passages.push(...sectionsOf(policies.privacy?.title, policies.privacy?.sections));
  }
  const wallet = readLocale(lang, 'wallet')?.instructions;
  if (wallet) {
    passages.push({ source: wallet.title, title: wallet.title, text: wallet.intro });
    passages.push(...sectionsOf(wallet.title, wallet.sections));
  }
  const blindBox = readLocale(lang, 'blindBox')?.instructions;
  if (blindBox) {
    const values = { min: BLIND_BOX_AGE_MIN, max: BLIND_BOX_AGE_MAX, seconds: BLIND_BOX_AUDIO_MAX_SECONDS };
    const { title, ...steps } = blindBox as Record<string, string>;
    passages.push({
      source: title ?? '',
      title: title ?? '',
      text: Object.values(steps)
        .map((step) => fill(step, values))
        .join(' '),
    });
  }
  return passages.filter((p) => p.text.trim());
}

const cache = new Map<Language, HelpPassage[]>();

/** Every passage in one language: the app's help texts, then the module's own notes. */
export function helpPassages(lang: Language): HelpPassage[] {
  let passages = cache.get(lang);
  if (!passages) {
    passages = [...fromLocales(lang), ...ownKnowledge(lang)];
    cache.set(lang, passages);
  }
  return passages;
}
