import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@volna/contracts';
import { describe, expect, it } from 'vitest';

// The H5 app's and the staff console's strings, held to the same rules by one check.
const appLocales = {
  'H5 app': fileURLToPath(new URL('./locales', import.meta.url)),
  'staff console': fileURLToPath(new URL('../../admin/src/locales', import.meta.url)),
};

/** Every leaf of a namespace as 'a.b.0.c' → value; arrays count by position, so every language needs as many items. */
function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) out.set(path, leaf);
    }
  } else out.set(prefix, value);
  return out;
}

const interpolations = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

function loadLocales(localesDir: string) {
  const byLang = new Map<string, Map<string, unknown>>();
  const invalid: string[] = [];
  for (const lang of readdirSync(localesDir)) {
    const namespaces = new Map<string, unknown>();
    for (const file of readdirSync(join(localesDir, lang)).filter((name) => name.endsWith('.json'))) {
      const path = join(lang, file);
      try {
        namespaces.set(file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(localesDir, path), 'utf8')));
      } catch (error) {
        invalid.push(`${path}: ${(error as Error).message}`);
      }
    }
    byLang.set(lang, namespaces);
  }
  return { byLang, invalid };
}

describe.each(Object.entries(appLocales))('locales of the %s', (_, localesDir) => {
  const { byLang, invalid } = loadLocales(localesDir);
  const namespaces = new Set([...byLang.values()].flatMap((ns) => [...ns.keys()]));

  it('has exactly the four app languages', () => {
    expect([...byLang.keys()].sort()).toEqual([...LANGUAGES].sort());
  });

  it('parses every namespace file as JSON', () => {
    expect(invalid).toEqual([]);
  });

  it('has every namespace in every language', () => {
    const missing = [...byLang].flatMap(([lang, ns]) =>
      [...namespaces].filter((name) => !ns.has(name)).map((name) => `${lang}/${name}.json`),
    );
    expect(missing).toEqual([]);
  });

  it('has every key of every namespace in every language, as non-empty text with the same interpolations', () => {
    const problems: string[] = [];
    for (const namespace of namespaces) {
      const leavesByLang = new Map([...byLang].map(([lang, ns]) => [lang, leaves(ns.get(namespace) ?? {})]));
      const allKeys = new Set([...leavesByLang.values()].flatMap((map) => [...map.keys()]));
      for (const key of allKeys) {
        const reference = [...leavesByLang.values()]
          .map((map) => map.get(key))
          .find((v) => typeof v === 'string');
        for (const [lang, map] of leavesByLang) {
          const value = map.get(key);
          if (value === undefined) problems.push(`${lang}/${namespace}.json is missing "${key}"`);
          else if (typeof value !== 'string' || value.trim() === '')
            problems.push(`${lang}/${namespace}.json "${key}" is not a non-empty string`);
          else if (
            typeof reference === 'string' &&
            interpolations(value).join() !== interpolations(reference).join()
          )
            problems.push(
              `${lang}/${namespace}.json "${key}" has interpolations ${interpolations(value)} instead of ${interpolations(reference)}`,
            );
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('catches a key missing in one language (the check itself works)', () => {
    const a = leaves({ tabs: { chat: 'Chats', me: 'Me' }, list: ['x', 'y'] });
    const b = leaves({ tabs: { chat: 'Чаты' }, list: ['x'] });
    expect([...a.keys()].filter((key) => !b.has(key))).toEqual(['tabs.me', 'list.1']);
  });
});
