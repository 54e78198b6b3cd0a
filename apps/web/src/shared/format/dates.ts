/**
 * Calendar dates and date-times of records (orders, requests, top-ups, chat details) in the UI language — the one
 * place they are formatted (issue 30). The figures come from Intl in that language; the order is spec §9's: Chinese
 * year first with dots (2026.12.20), the other languages day first (20.12.2026).
 */
type Parts = Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
const cache = new Map<string, Intl.DateTimeFormat>();

function partsOf(date: Date, lang: string): Parts {
  let found = cache.get(lang);
  if (!found) {
    found = new Intl.DateTimeFormat(lang, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    cache.set(lang, found);
  }
  const parts = Object.fromEntries(found.formatToParts(date).map((p) => [p.type, p.value]));
  return parts as Parts;
}

/** A bare calendar date ('2026-12-20') is that day where the user is, not UTC midnight (a day early west of Greenwich). */
function toDate(value: string | number | Date) {
  if (value instanceof Date) return value;
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

const dayText = (p: Parts, lang: string) =>
  lang === 'zh' ? `${p.year}.${p.month}.${p.day}` : `${p.day}.${p.month}.${p.year}`;

/** '2026-12-20' or a timestamp → 20.12.2026 (ru, en, ja), 2026.12.20 (zh); '' when unreadable. */
export function formatDate(value: string | number | Date, lang: string): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : dayText(partsOf(date, lang), lang);
}

/** The date with the 24-hour time: 29.11.2026 07:05 (with `seconds`, 07:05:09). */
export function formatDateTime(value: string | number | Date, lang: string, seconds = false): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = partsOf(date, lang);
  return `${dayText(p, lang)} ${p.hour}:${p.minute}${seconds ? `:${p.second}` : ''}`;
}

/** Day and month only, for short labels such as a chart's axis: 20.12 (ru, en, ja), 12.20 (zh). */
export function formatDayMonth(value: string | number | Date, lang: string): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  const p = partsOf(date, lang);
  return lang === 'zh' ? `${p.month}.${p.day}` : `${p.day}.${p.month}`;
}
