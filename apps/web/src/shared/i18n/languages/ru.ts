// What the shell and the first screens (login, chat list) say, in one file loaded at start; the other namespaces
// load right after (i18n.ts, restOfStrings). The list is the same in every language's file.
export const firstScreens = import.meta.glob<Record<string, unknown>>(
  '../../../locales/ru/{auth,chat,common,conversation,friends,groups,redPacket,shell,transfer,wallet}.json',
  { eager: true, import: 'default' },
);
export { default as antdLocale } from 'antd-mobile/es/locales/ru-RU';
