// What the chat list and the signed-in shell (banners, an incoming call, the list's previews) say besides the first
// screens' strings: loaded with the chat list, a chat or the wallet home, or after any other first screen (i18n.ts).
export const signedIn = import.meta.glob<Record<string, unknown>>(
  '../../../../locales/ja/{calls,chat,conversation,friends,groups,redPacket,transfer}.json',
  { eager: true, import: 'default' },
);
