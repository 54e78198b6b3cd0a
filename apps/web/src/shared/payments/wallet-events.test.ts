import {
  RED_PACKET_EVENT_TYPE,
  RED_PACKET_OBJECT_NAME,
  TOPUP_EVENT_TYPE,
  TopUpStatus,
  TRANSFER_OBJECT_NAME,
} from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { touchesWallet } from './wallet-events.ts';

const message = (objectName: string) => ({ type: 'message', message: { objectName } });

describe('events that move money', () => {
  it('are transfer and red-packet cards and red-packet claims', () => {
    expect(touchesWallet([message('RC:TxtMsg'), message(TRANSFER_OBJECT_NAME)])).toBe(true);
    expect(touchesWallet([message(RED_PACKET_OBJECT_NAME)])).toBe(true);
    expect(touchesWallet([{ type: RED_PACKET_EVENT_TYPE, id: 1 }])).toBe(true);
  });

  it('are staff decisions on my top-ups', () => {
    expect(touchesWallet([{ type: TOPUP_EVENT_TYPE, topUpId: 7, status: TopUpStatus.confirmed }])).toBe(true);
    expect(touchesWallet([{ type: 'read' }, { type: TOPUP_EVENT_TYPE, topUpId: 7, status: 4 }])).toBe(true);
  });

  it('are not ordinary messages, read marks or recalls', () => {
    expect(touchesWallet([message('RC:TxtMsg'), { type: 'read' }, { type: 'recall' }])).toBe(false);
    expect(touchesWallet([{ type: 'message' }])).toBe(false);
    expect(touchesWallet([])).toBe(false);
  });
});
