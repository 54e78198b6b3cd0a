// What the chat list, a chat (its media, call and attach buttons) and the signed-in shell (banners, an incoming call)
// say besides the first screens' strings: loaded with the chat list or a chat, or after any other first screen (i18n.ts).
export const signedIn = import.meta.glob<Record<string, unknown>>(
  '../../../../locales/en/{calls,chat,conversation,friends,groups,media,redPacket,transfer,wallet}.json',
  { eager: true, import: 'default' },
);
