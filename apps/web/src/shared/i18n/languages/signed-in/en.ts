// What the chat list (and the signed-in shell's banners) say besides the first screens' strings: loaded with the chat
// list, or after any other first screen (i18n.ts).
export const signedIn = import.meta.glob<Record<string, unknown>>(
  '../../../../locales/en/{chat,conversation,friends,groups,redPacket,transfer,wallet}.json',
  { eager: true, import: 'default' },
);
