import dayjs from 'dayjs';
import { formatDate, formatDateTime } from './dates.ts';

/**
 * A chat time as spec §9 shows it: HH:mm today, 'yesterday' and the time, the weekday within the last week, MM-DD
 * within this year, else the full date. Words come from the browser's Intl data, so no table of weekdays is kept.
 */
export function chatTime(sentTime: number, lang: string, now = Date.now()): string {
  const at = dayjs(sentTime);
  const today = dayjs(now).startOf('day');
  if (!at.isBefore(today)) return at.format('HH:mm');
  if (!at.isBefore(today.subtract(1, 'day'))) {
    const yesterday = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' }).format(-1, 'day');
    return `${yesterday} ${at.format('HH:mm')}`;
  }
  if (!at.isBefore(today.subtract(6, 'day')))
    return new Intl.DateTimeFormat(lang, { weekday: 'short' }).format(at.toDate());
  if (at.year() === today.year()) return at.format('MM-DD');
  return formatDate(sentTime, lang);
}

/** A full timestamp (message details, records): zh YYYY.MM.DD HH:mm:ss, others DD.MM.YYYY HH:mm:ss. */
export function fullTime(time: number, lang: string): string {
  return formatDateTime(time, lang, true);
}

/** A call's or a voice message's length as mm:ss (minutes keep counting past the hour). */
export function durationText(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}
