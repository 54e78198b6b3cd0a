import { describe, expect, it } from 'vitest';
import {
  P2P_ORDER_TRANSITIONS,
  P2P_TERMINAL_STATES,
  P2pOrderState,
  p2pActionsFor,
  p2pPublishBody,
  p2pReceiveAmount,
  p2pTransition,
} from './p2p.ts';

const publish = {
  payCurrencyId: 1,
  payAmount: '100',
  receiveCurrencyId: 4,
  receiveAmount: '8',
  rate: '0.08',
  cardNumber: '2200 7001 2345 6789',
  bank: 'Tinkoff',
  name: 'Ivan P.',
  payPassword: '123456',
};

describe('P2P order transitions', () => {
  it('has no way out of a terminal state and every other state can reach one', () => {
    for (const state of P2P_TERMINAL_STATES) expect(P2P_ORDER_TRANSITIONS[state as 20 | 40]).toEqual({});
    const reachesEnd = (state: number, seen = new Set<number>()): boolean => {
      if (P2P_TERMINAL_STATES.includes(state)) return true;
      seen.add(state);
      return Object.values(P2P_ORDER_TRANSITIONS[state as 1]).some(
        (step) => !seen.has(step.next) && reachesEnd(step.next, seen),
      );
    };
    for (const state of Object.values(P2pOrderState)) expect(reachesEnd(state)).toBe(true);
  });

  it('moves money only on entering a terminal state, capturing into complete and releasing into cancelled', () => {
    for (const steps of Object.values(P2P_ORDER_TRANSITIONS))
      for (const step of Object.values(steps)) {
        if (step.next === P2pOrderState.complete) expect(step.money).toBe('capture');
        else if (step.next === P2pOrderState.cancelled) expect(step.money).toBe('release');
        else expect(step.money).toBe('none');
      }
  });

  it('lets only the right actor act', () => {
    expect(p2pTransition(P2pOrderState.selling, 'respond', 'payer')?.next).toBe(P2pOrderState.pendingPayment);
    expect(p2pTransition(P2pOrderState.selling, 'respond', 'withdrawer')).toBeUndefined();
    expect(p2pTransition(P2pOrderState.pendingPayment, 'cancel', 'withdrawer')).toBeUndefined();
    expect(p2pTransition(P2pOrderState.alreadyPaid, 'confirm', 'payer')).toBeUndefined();
    expect(p2pTransition(P2pOrderState.complaint, 'releaseToPayer', 'withdrawer')).toBeUndefined();
    expect(p2pActionsFor(P2pOrderState.alreadyPaid, 'withdrawer')).toEqual(['confirm', 'complain']);
    expect(p2pActionsFor(P2pOrderState.complaint, 'staff')).toEqual([
      'releaseToPayer',
      'releaseToWithdrawer',
      'staffCancel',
    ]);
  });
});

describe('p2pPublishBody', () => {
  it('accepts a request with a card and strips its spaces', () => {
    expect(p2pPublishBody.parse(publish)).toMatchObject({ cardNumber: '2200700123456789', phone: '' });
  });

  it.each([
    ['an amount below 1', { payAmount: '0.5' }],
    ['5 decimals', { payAmount: '1.00001' }],
    ['a non-number', { payAmount: '1e3' }],
    ['a negative receive amount', { receiveAmount: '-8' }],
    ['neither card nor phone', { cardNumber: '', phone: '' }],
    ['a short card number', { cardNumber: '1234' }],
    ['no bank', { bank: ' ' }],
    ['a zero rate', { rate: '0' }],
  ])('refuses %s', (_, patch) => {
    expect(p2pPublishBody.safeParse({ ...publish, ...patch }).success).toBe(false);
  });
});

describe('p2pReceiveAmount', () => {
  it.each([
    ['100', '0.08', '8'],
    ['1', '1', '1'],
    ['3.3333', '3', '9.9999'],
    ['1', '0.00005', '0.0001'],
    ['1', '0.00004999', '0'],
    ['1234.5678', '92.12345678', '113732.6534'],
  ])('%s × %s = %s', (amount, rate, expected) => expect(p2pReceiveAmount(amount, rate)).toBe(expected));
});
