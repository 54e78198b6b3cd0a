import type { ChatMessage, ConversationKey, UserEvent } from '@volna/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { activeChat, isActiveChat, setActiveChat } from './active-chat.ts';
import { ALERT_MAX_AGE_MS, type AlertInput, alertDecision } from './alerts.ts';
import { keyOf } from '../../../shared/messaging/model/conversation-key.ts';
import { testMessage } from '../../../shared/messaging/model/chat.test-support.ts';

const NOW = 1_700_000_000_000;
const ME = 1;
let serial = 0;

const message = (extra: Partial<ChatMessage> = {}): UserEvent => {
  serial += 1;
  return {
    type: 'message',
    message: testMessage({
      msgUid: `m${serial}`,
      clientMsgId: `c${serial}`,
      sentTime: NOW - 1_000,
      ...extra,
    }),
  };
};

const input = (events: UserEvent[], extra: Partial<AlertInput> = {}): AlertInput => ({
  events,
  myUserId: ME,
  settings: { confFlag: 1, msgFlag: 1 },
  isMuted: () => false,
  isActive: () => false,
  now: NOW,
  ...extra,
});

const bannerUid = (events: UserEvent[], extra: Partial<AlertInput> = {}) =>
  alertDecision(input(events, extra)).banner?.msgUid ?? null;

afterEach(() => setActiveChat(null));

describe('new-message alerts', () => {
  it('rings and shows the newest message from someone else', () => {
    const older = message({ sentTime: NOW - 5_000 });
    const newer = message({ sentTime: NOW - 100 });
    const decision = alertDecision(input([newer, older]));
    expect(decision.sound).toBe(true);
    expect(decision.banner?.msgUid).toBe((newer.message as ChatMessage).msgUid);
  });

  it("stays quiet for a group notice of my own action and alerts for another's", () => {
    const notice = (operatorId: number) =>
      message({
        conversationType: 3,
        targetId: '7',
        senderUserId: 0,
        objectName: 'RC:InfoNtf',
        content: {
          message: '',
          extra: JSON.stringify({ type: 'group', action: 'adminAdd', groupId: 7, operatorId, userIds: [5] }),
        },
      });
    expect(alertDecision(input([notice(ME)]))).toEqual({ sound: false, banner: null });
    expect(alertDecision(input([notice(2)])).sound).toBe(true);
  });

  it('plays the sound for batches of 20 messages or fewer only; the banner still shows', () => {
    const twenty = Array.from({ length: 20 }, () => message());
    expect(alertDecision(input(twenty)).sound).toBe(true);
    const many = alertDecision(input([...twenty, message()]));
    expect(many.sound).toBe(false);
    expect(many.banner).not.toBeNull();
  });

  it('never rings with confFlag 0, and shows the banner only with msgFlag 1', () => {
    expect(alertDecision(input([message()], { settings: { confFlag: 0, msgFlag: 1 } }))).toMatchObject({
      sound: false,
    });
    expect(bannerUid([message()], { settings: { confFlag: 0, msgFlag: 1 } })).not.toBeNull();
    const noBanner = alertDecision(input([message()], { settings: { confFlag: 1, msgFlag: 0 } }));
    expect(noBanner).toEqual({ sound: true, banner: null });
  });

  it('does nothing while the settings are unknown', () => {
    expect(alertDecision(input([message()], { settings: undefined }))).toEqual({
      sound: false,
      banner: null,
    });
  });

  it('stays quiet for muted chats and for the chat on screen', () => {
    const muted = new Set(['1:7']);
    expect(alertDecision(input([message()], { isMuted: (k) => muted.has(keyOf(k)) }))).toEqual({
      sound: false,
      banner: null,
    });
    // Another chat in the same batch still alerts.
    const other = message({ targetId: '8', senderUserId: 8 });
    expect(bannerUid([message(), other], { isMuted: (k) => muted.has(keyOf(k)) })).toBe(
      (other.message as ChatMessage).msgUid,
    );

    setActiveChat({ conversationType: 1, targetId: '7' });
    expect(activeChat()).toEqual({ conversationType: 1, targetId: '7' });
    expect(alertDecision(input([message()], { isActive: isActiveChat })).banner).toBeNull();
    expect(
      bannerUid([message({ conversationType: 3, targetId: '7' })], { isActive: isActiveChat }),
    ).not.toBeNull();
    setActiveChat(null);
    expect(alertDecision(input([message()], { isActive: isActiveChat })).sound).toBe(true);
  });

  it('ignores my own messages, silent status messages, recalls and messages older than a minute', () => {
    const quiet = [
      message({ senderUserId: ME }),
      message({ objectName: 'RC:RcCmd', content: { name: 'x' } }),
      message({ objectName: 'OL:ReadStatus', content: {} }),
      message({ recalled: true, content: {} }),
      message({ sentTime: NOW - ALERT_MAX_AGE_MS - 1 }),
      { type: 'recall', msgUid: 'm1', conversationType: 1, targetId: '7' },
      { type: 'conversation', conversationType: 1, targetId: '7' },
    ] as UserEvent[];
    expect(alertDecision(input(quiet))).toEqual({ sound: false, banner: null });
    expect(bannerUid([message({ sentTime: NOW - ALERT_MAX_AGE_MS })])).not.toBeNull();
  });

  it('keeps the conversation key of the active chat as a string', () => {
    setActiveChat({ conversationType: 1, targetId: 42 as unknown as string } as ConversationKey);
    expect(isActiveChat({ conversationType: 1, targetId: '42' })).toBe(true);
  });
});
