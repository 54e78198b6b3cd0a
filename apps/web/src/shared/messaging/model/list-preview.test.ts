import type { ChatMessage, ConversationVo } from '@volna/contracts';
import { describe, expect, it } from 'vitest';
import { conversationPreview, messagePreview, type PreviewContext, systemText } from './list-preview.ts';
import { testMessage } from './chat.test-support.ts';

// The translation function echoes key and options, so each test sees exactly which text was chosen.
const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key}${JSON.stringify(options)}` : key;
const names: Record<number, string> = { 7: 'Anna', 9: 'Boris' };
const ctx: PreviewContext = { t, lang: 'en', myUserId: 1, nameOf: (id) => names[id] ?? '' };

const message = (objectName: string, content: Record<string, unknown>, extra: Partial<ChatMessage> = {}) =>
  testMessage({ objectName, content, ...extra });

const chat = (latestMessage: ChatMessage | null, extra: Partial<ConversationVo> = {}) => ({
  conversationType: 1,
  latestMessage,
  hasMentioned: false,
  ...extra,
});

describe('message previews per objectName', () => {
  it('shows a text on one line', () => {
    expect(messagePreview(message('RC:TxtMsg', { content: '  hello\n\nthere  ' }), ctx)).toBe('hello there');
  });

  it('marks media and product messages with their bracketed kind', () => {
    const kinds: [string, Record<string, unknown>, string][] = [
      ['RC:ImgMsg', { imageUri: '/f/a.jpg' }, 'chat:preview.photo'],
      ['RC:SightMsg', { sightUrl: '/f/a.mp4', duration: 3 }, 'chat:preview.video'],
      ['RC:HQVCMsg', { remoteUrl: '/f/a.ogg', duration: 2 }, 'chat:preview.voice'],
      ['OL:Card', { userId: 5 }, 'chat:preview.card'],
      ['OL:VoiceMsg', { mediaType: 1, endReason: 3, duration: 20 }, 'chat:preview.voiceCall'],
      ['OL:VoiceMsg', { mediaType: 2, endReason: 3, duration: 20 }, 'chat:preview.videoCall'],
      ['OL:WorkTickets', {}, 'chat:preview.ticket'],
      ['OL:Something', {}, 'chat:preview.other'],
    ];
    for (const [objectName, content, expected] of kinds)
      expect(messagePreview(message(objectName, content), ctx)).toBe(expected);
  });

  it('says what a product card is about: the ticket, the listing or profile, the link, the stranger’s words', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [
        'OL:WorkTickets',
        { ticketId: 12, subject: 'Cannot pay', status: 0, event: 'opened' },
        'chat:preview.ticket №12 Cannot pay',
      ],
      ['OL:Discover', { kind: 'listing', listingId: 3, title: 'Bike' }, 'chat:preview.discover Bike'],
      ['OL:Discover', { kind: 'profile', userId: 3, nickName: 'Lena' }, 'chat:preview.profile Lena'],
      ['OL:Prerender', { url: 'https://example.com/a', title: 'Example' }, 'chat:preview.prerender Example'],
      [
        'OL:Prerender',
        { url: 'https://example.com/a', title: '' },
        'chat:preview.prerender https://example.com/a',
      ],
      ['OL:stranger', { text: 'hi there' }, 'chat:preview.stranger hi there'],
      ['OL:ToPrivateChat', { anonChatId: 4, nickNames: {} }, 'chat:preview.toPrivateChat'],
    ];
    for (const [objectName, content, expected] of cases)
      expect(messagePreview(message(objectName, content), ctx)).toBe(expected);
  });

  it('names the file of a file message', () => {
    expect(messagePreview(message('RC:FileMsg', { fileUrl: '/f', name: 'plan.pdf', size: 1 }), ctx)).toBe(
      'chat:preview.file plan.pdf',
    );
  });

  it('says who recalled a message, and "you" for my own', () => {
    expect(messagePreview(message('RC:TxtMsg', {}, { recalled: true }), ctx)).toBe(
      'chat:preview.recalled{"name":"Anna"}',
    );
    expect(messagePreview(message('RC:TxtMsg', {}, { recalled: true, senderUserId: 1 }), ctx)).toBe(
      'chat:preview.recalledByMe',
    );
    expect(messagePreview(message('OL:Recall', {}, { senderUserId: 404 }), ctx)).toBe(
      'chat:preview.recalledBySomeone',
    );
  });

  it('shows the notice text of RC:InfoNtf and the reader’s language of RC-SYSTEM', () => {
    expect(messagePreview(message('RC:InfoNtf', { message: 'Anna joined' }), ctx)).toBe('Anna joined');
    const system = message('RC-SYSTEM', { content: { ru: 'Привет', en: 'Hello' } }, { senderUserId: 0 });
    expect(messagePreview(system, ctx)).toBe('Hello');
    expect(messagePreview(system, { ...ctx, lang: 'ja' })).toBe('Привет');
    expect(systemText({ content: 'plain' }, 'en')).toBe('plain');
  });

  it('words a group notice in the reader’s language from its extra, not the server’s fallback text', () => {
    const extra = { type: 'group', action: 'invite', groupId: 3, operatorId: 7, userIds: [9, 1, 5] };
    const notice = (operatorId: number) =>
      message('RC:InfoNtf', { message: 'Анна пригласила', extra: JSON.stringify({ ...extra, operatorId }) });
    expect(messagePreview(notice(7), ctx)).toBe(
      'conversation:groupNotice.invite{"operator":"Anna","users":"Boris, conversation:you, conversation:someone"}',
    );
    expect(messagePreview(notice(1), ctx)).toBe(
      'conversation:groupNoticeByMe.invite{"operator":"conversation:you","users":"Boris, conversation:you, conversation:someone"}',
    );
  });
});

describe('chat-list row previews', () => {
  it('puts the [@ you] marker apart from the text when I was mentioned', () => {
    expect(
      conversationPreview(chat(message('RC:TxtMsg', { content: 'hi' }), { hasMentioned: true }), ctx),
    ).toEqual({ mention: 'chat:preview.mention', text: 'hi' });
    expect(conversationPreview(chat(message('RC:TxtMsg', { content: 'hi' })), ctx).mention).toBe('');
  });

  it('says there are no messages when the chat has none to show', () => {
    expect(conversationPreview(chat(null), ctx).text).toBe('chat:preview.none');
  });

  it('prefixes a group message with its sender, but not mine, notices or recalls', () => {
    const group = (m: ChatMessage) => conversationPreview(chat(m, { conversationType: 3 }), ctx).text;
    expect(group(message('RC:ImgMsg', { imageUri: '/f' }, { senderUserId: 9 }))).toBe(
      'chat:preview.fromSender{"name":"Boris","text":"chat:preview.photo"}',
    );
    expect(group(message('RC:TxtMsg', { content: 'mine' }, { senderUserId: 1 }))).toBe('mine');
    expect(group(message('RC:InfoNtf', { message: 'Boris left' }, { senderUserId: 0 }))).toBe('Boris left');
    expect(group(message('RC:TxtMsg', {}, { senderUserId: 9, recalled: true }))).toBe(
      'chat:preview.recalled{"name":"Boris"}',
    );
  });
});
