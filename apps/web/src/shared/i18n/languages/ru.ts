// What every first screen (the shell, the login page) says, in one file loaded at start, with antd-mobile's table;
// signed in, languages/signed-in/<lang>.ts adds what the chat list says; the other namespaces load after the first
// screen (i18n.ts). The lists are the same in every language's files.
export const firstScreens = import.meta.glob<Record<string, unknown>>(
  '../../../locales/ru/{auth,common,shell}.json',
  {
    eager: true,
    import: 'default',
  },
);
export { default as antdLocale } from 'antd-mobile/es/locales/ru-RU';
