import type { NotificationSettingsVo } from '@volna/contracts';
import type { NotificationSettingsRow } from './push.repository.ts';

export type PushSettings = NotificationSettingsVo;

/** No row yet: everything on, the words shown, no quiet hours. */
export const DEFAULT_PUSH_SETTINGS: PushSettings = {
  messages: true,
  mentions: true,
  calls: true,
  orders: true,
  hidePreview: false,
  doNotDisturb: false,
  doNotDisturbFrom: '23:00',
  doNotDisturbTo: '08:00',
  timeZone: 'Europe/Moscow',
};

export const settingsOfRow = (row: NotificationSettingsRow | undefined): PushSettings =>
  row
    ? {
        messages: row.messages,
        mentions: row.mentions,
        calls: row.calls,
        orders: row.orders,
        hidePreview: row.hidePreview,
        doNotDisturb: row.doNotDisturb,
        doNotDisturbFrom: row.doNotDisturbFrom,
        doNotDisturbTo: row.doNotDisturbTo,
        timeZone: row.timeZone,
      }
    : DEFAULT_PUSH_SETTINGS;

const minutes = (clock: string) => {
  const [h, m] = clock.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** Whether `at` falls in the user's quiet hours, read on his own clock; from 23:00 to 08:00 passes midnight. */
export function quietNow(settings: PushSettings, at: Date): boolean {
  if (!settings.doNotDisturb) return false;
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: settings.timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const now = part('hour') * 60 + part('minute');
  const from = minutes(settings.doNotDisturbFrom);
  const to = minutes(settings.doNotDisturbTo);
  if (from === to) return true;
  return from < to ? now >= from && now < to : now >= from || now < to;
}
