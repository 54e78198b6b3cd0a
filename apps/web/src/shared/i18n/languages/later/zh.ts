// Every namespace the first screens do not say, in one file (one request rather than a dozen over a slow link), loaded
// after a first screen or before any other page shows (i18n.ts restOfStrings).
export const later = import.meta.glob<Record<string, unknown>>(
  [
    '../../../../locales/zh/*.json',
    '!../../../../locales/zh/{auth,calls,chat,common,conversation,friends,groups,media,redPacket,shell,transfer,wallet}.json',
  ],
  { eager: true, import: 'default' },
);
