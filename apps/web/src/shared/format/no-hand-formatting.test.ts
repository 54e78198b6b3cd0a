import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Money, rates, percentages and dates reach the screen through shared/format only (issue 30 item 12): a screen that
// joins an amount and a code by hand, fixes decimals or shows an ISO date gets the wrong marks in some language.

const srcDir = fileURLToPath(new URL('../..', import.meta.url));
/** Where screens live; shared/format itself is where the formatting is done. */
const SCANNED = ['features', 'shared', 'app'];
const FORMATTER = 'shared/format/';

/** `allow` sees the match, the file (from src/) and the whole source line the match starts on. */
type Rule = { name: string; pattern: RegExp; allow?: (match: string, file: string, line: string) => boolean };

const RULES: Rule[] = [
  {
    // Decimal#toFixed() builds the exact wire string; model/ and api/ code does that, screens never.
    name: 'toFixed( outside model/ and api/ (use formatMoney / formatRate)',
    pattern: /\.toFixed\(/g,
    allow: (_match, file) => /\/(model|api)\//.test(file),
  },
  {
    name: 'an amount and a currency code joined by hand (use formatMoney with currency)',
    pattern:
      /\$\{[^}]*\}\s\$\{[^}]*(?:[cC]urrency|coin|codeOf)[^}]*\}|\}\s\{[\w.?!]*(?:[cC]urrency[cC]ode|coin)\b[^}]*\}|\}\s\{(?:currencyCode|codeOf)\([^}]*\}/g,
    // A rate quote reads '1 RUB = 0,0108 VLN': the code follows the rate, formatted by formatRate.
    allow: (_match, _file, line) => line.includes('formatRate('),
  },
  {
    name: 'a currency sign or code glued to a string (use formatMoney)',
    pattern: /₽|['"`] (?:RUB|VLN|USD|CNY)\b/g,
  },
  {
    name: 'a percentage by hand (use formatPercent)',
    pattern: /\$\{[^}]*\}\s?%|\{[\w.]+\}\s?%/g,
    // A CSS length in a style, not a figure.
    allow: (_match, _file, line) => /\b(?:width|height|left|top|right|bottom|translate\w*)\b/.test(line),
  },
  { name: 'toLocale*String() without the app language', pattern: /toLocale(?:Date|Time)?String\(\s*\)/g },
  {
    name: 'an ISO date cut for display (use formatDate / formatDateTime)',
    pattern:
      /toISOString\(\)\.(?:slice|substring|split)|\.slice\(0,\s*(?:10|16|19)\)|\.(?:day|date|[a-z]+Time)\.slice\(/g,
  },
  {
    name: 'a date pattern through dayjs (use shared/format/dates.ts)',
    pattern: /\.format\(\s*['"`][^'"`]*(?:YYYY|DD)[^'"`]*['"`]/g,
  },
];

/** Files with a reason a rule does not apply (keep it short: each entry is a why, not a way around). */
const ALLOWED: Record<string, string[]> = {
  // SVG coordinates, not figures a user reads.
  'features/fitness/components/StepsChart.tsx': [
    'toFixed( outside model/ and api/ (use formatMoney / formatRate)',
  ],
  // The day key messages are grouped by, never shown.
  'features/chat/model/conversation-view.ts': ['a date pattern through dayjs (use shared/format/dates.ts)'],
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** 'file:line: rule — text' for every hand formatting in a source text. */
export function findHandFormatting(file: string, text: string): string[] {
  const found: string[] = [];
  for (const rule of RULES) {
    if (ALLOWED[file]?.includes(rule.name)) continue;
    for (const match of text.matchAll(rule.pattern)) {
      const before = text.slice(0, match.index);
      const lineNo = before.split('\n').length;
      const line = text.split('\n')[lineNo - 1] ?? '';
      if (rule.allow?.(match[0], `/${file}`, line)) continue;
      found.push(`${file}:${lineNo}: ${rule.name} — ${match[0]}`);
    }
  }
  return found;
}

describe('no money, rate or date formatted by hand on a screen', () => {
  it('every feature, shared and app file goes through shared/format', () => {
    const files = SCANNED.flatMap((dir) => sourceFiles(join(srcDir, dir)))
      .map((path) => ({ path, file: relative(srcDir, path).split('\\').join('/') }))
      .filter(({ file }) => !file.startsWith(FORMATTER));
    // The walk really reads the screens (a wrong folder would pass with nothing to check).
    expect(files.some(({ file }) => file === 'features/surveys/pages/ReplySuccessPage.tsx')).toBe(true);
    const found = files.flatMap(({ path, file }) => findHandFormatting(file, readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });

  it('the rules catch the hand formatting issue 30 found', () => {
    // Source text as the files hold it; '$(' stands for the opening of a template's interpolation, which a plain string here
    // may not hold (lint).
    const samples = [
      'amount: `$(reward} $(currency}`',
      '<span>{amount} {flow.currencyCode}</span>',
      '+{s.reward} {currencyCode(s.currencyId)}',
      'const text = `$(value.toFixed(2)}`;',
      "const text = amount + ' RUB';",
      'const rub = `$(amount} ₽`;',
      'const rate = `$(toDecimal(rate).times(100).toFixed()} %`;',
      'new Date(at).toLocaleString()',
      'createTime.slice(0, 10)',
      "dayjs(at).format('DD.MM.YYYY')",
    ];
    for (const sample of samples.map((text) => text.replaceAll('$(', '${')))
      expect(findHandFormatting('x/pages/X.tsx', sample), sample).not.toEqual([]);
    expect(findHandFormatting('x/pages/X.tsx', 'formatMoney(a, { locale, currency: code })')).toEqual([]);
    expect(
      findHandFormatting(
        'x/pages/X.tsx',
        '1 {a.payCurrencyCode} = {formatRate(a.rate, lang)} {a.receiveCurrencyCode}',
      ),
    ).toEqual([]);
  });
});
