import { LANGUAGES } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_NAMESPACES, SIGNED_IN_NAMESPACES } from './i18n.ts';

// The first screens' strings come with the app (languages/<lang>.ts), the rest after: each language's file must list
// the same namespaces, or a first screen would show raw keys in one language only.
const files = import.meta.glob<{ firstScreens: Record<string, unknown> }>('./languages/*.ts', {
  eager: true,
});
const signedInFiles = import.meta.glob<{ signedIn: Record<string, unknown> }>('./languages/signed-in/*.ts', {
  eager: true,
});
const namespacesOf = (strings: Record<string, unknown>) =>
  Object.keys(strings)
    .map((path) => path.match(/([\w-]+)\.json$/)?.[1])
    .sort();

describe('language files', () => {
  it('every language loads the same first-screen namespaces at start', () => {
    expect(Object.keys(files).sort()).toEqual(LANGUAGES.map((lang) => `./languages/${lang}.ts`).sort());
    for (const file of Object.values(files))
      expect(namespacesOf(file.firstScreens)).toEqual([...FIRST_SCREEN_NAMESPACES].sort());
  });

  it('every language loads the same namespaces with the chat list', () => {
    expect(Object.keys(signedInFiles).sort()).toEqual(
      LANGUAGES.map((lang) => `./languages/signed-in/${lang}.ts`).sort(),
    );
    for (const file of Object.values(signedInFiles))
      expect(namespacesOf(file.signedIn)).toEqual([...SIGNED_IN_NAMESPACES].sort());
  });
});
