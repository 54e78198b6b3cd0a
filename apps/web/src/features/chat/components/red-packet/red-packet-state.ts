import { ConversationType, RedPacketStatus, type RedPacketVo } from '@volna/contracts';

/**
 * The card's second line: what the viewer can still do with it, or how it ended. A private packet waits for the one
 * other person; only a group's waits for "other members".
 */
export function redPacketState(packet: RedPacketVo | undefined): string {
  if (!packet) return 'redPacket:card.loading';
  if (packet.myAmount !== null) return 'redPacket:card.opened';
  if (packet.status === RedPacketStatus.expired) return 'redPacket:card.expired';
  if (packet.status === RedPacketStatus.finished) return 'redPacket:card.finished';
  if (packet.canClaim) return 'redPacket:card.open';
  return packet.conversationType === ConversationType.group
    ? 'redPacket:card.waiting'
    : 'redPacket:card.waitingPrivate';
}
