import { RedPacketStatus, type RedPacketVo } from '@volna/contracts';

/** The card's second line: what the viewer can still do with it, or how it ended. */
export function redPacketState(packet: RedPacketVo | undefined): string {
  if (!packet) return 'redPacket:card.loading';
  if (packet.myAmount !== null) return 'redPacket:card.opened';
  if (packet.status === RedPacketStatus.expired) return 'redPacket:card.expired';
  if (packet.status === RedPacketStatus.finished) return 'redPacket:card.finished';
  return packet.canClaim ? 'redPacket:card.open' : 'redPacket:card.waiting';
}
