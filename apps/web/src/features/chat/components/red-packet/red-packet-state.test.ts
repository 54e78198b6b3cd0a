import { RedPacketStatus, type RedPacketVo } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { redPacketState } from './red-packet-state.ts';

const packet = (patch: Partial<RedPacketVo>): RedPacketVo => ({
  id: 1,
  senderUserId: 1,
  senderName: 'alice',
  senderAvatar: '',
  conversationType: 3,
  targetId: '7',
  currencyId: 1,
  currencyCode: 'RUB',
  amount: '10.0000',
  count: 2,
  split: 'lucky',
  greeting: '',
  status: RedPacketStatus.active,
  claimedCount: 0,
  claimedAmount: '0.0000',
  remainingAmount: '10.0000',
  refundedAmount: '0.0000',
  myAmount: null,
  canClaim: false,
  expireTime: '2026-11-24T09:00:00.000Z',
  createTime: '2026-11-23T09:00:00.000Z',
  claims: [],
  ...patch,
});

describe('the red packet card line', () => {
  it('says what the viewer can do, or how the packet ended', () => {
    expect(redPacketState(undefined)).toBe('redPacket:card.loading');
    expect(redPacketState(packet({ canClaim: true }))).toBe('redPacket:card.open');
    expect(redPacketState(packet({}))).toBe('redPacket:card.waiting');
    // A private packet waits for the one other person: no "others in the chat" there.
    expect(redPacketState(packet({ conversationType: 1, count: 1 }))).toBe('redPacket:card.waitingPrivate');
    expect(redPacketState(packet({ myAmount: '5.0000', status: RedPacketStatus.finished }))).toBe(
      'redPacket:card.opened',
    );
    expect(redPacketState(packet({ status: RedPacketStatus.finished }))).toBe('redPacket:card.finished');
    expect(redPacketState(packet({ status: RedPacketStatus.expired }))).toBe('redPacket:card.expired');
  });
});
