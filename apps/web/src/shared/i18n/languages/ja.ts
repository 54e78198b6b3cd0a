// Every string of one language in one file: the app loads only the current language's (one request at start).
export const namespaces = import.meta.glob<Record<string, unknown>>('../../../locales/ja/*.json', {
  eager: true,
  import: 'default',
});
export { default as antdLocale } from 'antd-mobile/es/locales/ja-JP';
