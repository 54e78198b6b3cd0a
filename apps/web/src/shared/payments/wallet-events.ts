import {
  P2P_ORDER_OBJECT_NAME,
  RED_PACKET_EVENT_TYPE,
  RED_PACKET_OBJECT_NAME,
  TOPUP_EVENT_TYPE,
  TRANSFER_OBJECT_NAME,
  type UserEvent,
} from '@volna/contracts';

/** Cards that are posted exactly when money moves for the user: a transfer's or P2P order's steps, red packets. */
const MONEY_CARDS = new Set<string>([TRANSFER_OBJECT_NAME, RED_PACKET_OBJECT_NAME, P2P_ORDER_OBJECT_NAME]);

/** Events that are not messages but change money or a money request: red-packet claims, staff top-up decisions. */
const MONEY_EVENTS = new Set<string>([RED_PACKET_EVENT_TYPE, TOPUP_EVENT_TYPE]);

/**
 * True when a batch of the user's events may have changed his balances, history or top-ups (so the wallet re-reads
 * them).
 */
export function touchesWallet(events: UserEvent[]): boolean {
  return events.some((event) => {
    if (MONEY_EVENTS.has(event.type)) return true;
    const message =
      event.type === 'message' || event.type === 'messageEdited'
        ? (event.message as { objectName?: unknown } | undefined)
        : undefined;
    return typeof message?.objectName === 'string' && MONEY_CARDS.has(message.objectName);
  });
}
