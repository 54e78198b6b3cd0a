// What the chat list needs to show itself, apart from the schemas in chat.ts: the web's first screen reads these
// without loading zod (issue 19). chat.ts builds its schemas from them.

export const SYSTEM_OBJECT_NAME = 'RC-SYSTEM';
export const RECALL_OBJECT_NAME = 'OL:Recall';
/**
 * Status messages: delivered and kept, but they neither count as unread nor become a chat's latest message, and the
 * history does not show them. A link's preview (OL:Prerender) is a card the history shows since issue 32.
 */
export const SILENT_OBJECT_NAMES: readonly string[] = ['RC:RcCmd', 'OL:ReadStatus'];

export const NOTIFICATION_LEVEL_MUTED = -1;
export const NOTIFICATION_LEVEL_ALL = 5;

/** Hits shown per chat when searching all chats at once, unless asked otherwise; the chat's own search has the rest. */
export const CHAT_SEARCH_HITS_DEFAULT = 3;

/** Chat-list tabs by the moduleType they show (spec §2, §4); the wallet tab counts module types 7 and 8. */
export const CHAT_TAB_MODULE_TYPES = { messages: [0], dating: [1], wallet: [7, 8] } as const;
/** Module type of customer-service groups: the newest one's unread count joins the app badge. */
export const CUSTOMER_SERVICE_MODULE_TYPE = 6;
/**
 * The wallet's module (spec: tab 8): a private chat with a deal's counterparty is presented with it while the deal is
 * open or recent, and a customer-service group whose responsibleModule it is is the wallet support chat.
 */
export const WALLET_MODULE_TYPE = 8;
/** A finished deal keeps its chat in the wallet tab this long after its last step (docs/architecture.md). */
export const WALLET_TAB_RECENT_DAYS = 30;

type ChatTabName = keyof typeof CHAT_TAB_MODULE_TYPES;
/** The tab a chat belongs to: by its moduleType, a customer-service group by its responsibleModule (spec §4). */
export function chatTabOf(info: { moduleType: number; responsibleModule?: number }): ChatTabName {
  const wallet = CHAT_TAB_MODULE_TYPES.wallet as readonly number[];
  if ((CHAT_TAB_MODULE_TYPES.dating as readonly number[]).includes(info.moduleType)) return 'dating';
  if (wallet.includes(info.moduleType)) return 'wallet';
  if (info.moduleType === CUSTOMER_SERVICE_MODULE_TYPE && wallet.includes(info.responsibleModule ?? 0))
    return 'wallet';
  return 'messages';
}
