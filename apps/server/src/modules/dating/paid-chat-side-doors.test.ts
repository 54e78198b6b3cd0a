import { CALL_METHODS, ConversationType, ResultCode } from '@volna/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { queryRows } from '../../db/client.ts';
import { newUser, openSocket, socketUrl } from '../../realtime/socket.test-kit.ts';
import { clientId, eventsOf, historyOf, send, sendText } from '../chat/chat.test-support.ts';
import { credit, expectLedgerIntact, PAY_PASSWORD, transfer } from '../transfers/transfer.test-support.ts';
import { member, pay, publish } from './dating.test-support.ts';

// Issue 28 §3: whatever way a stranger tries to reach a paid chat's owner before buying her chat — a call, a
// transfer's remark, a safe transfer's, a red packet, a contact card, a forward — the same rule refuses his words.
const t = useTestApp();
afterAll(() => expectLedgerIntact(t));
let url: string;
beforeAll(async () => {
  url = await socketUrl(t);
});

type Who = { id: number; token: string };
const REMARK = 'Text me at +7 916 000 00 00';

/** A paid chat's owner (a live profile asking 5 RUB) and a stranger with roubles, who never met. */
async function ownerAndStranger() {
  const owner = await member(t);
  const profile = await publish(t, owner.token);
  const stranger = await member(t, '1000');
  return { owner, profile, stranger };
}

/** Every stored message and every event of the owner's, flattened to text: what she can read. */
async function whatSheReads(owner: Who, stranger: Who) {
  const history = await historyOf(t, owner.token, { targetId: stranger.id });
  const events = await eventsOf(t, owner.id);
  const flows = await t.call('GET', '/app/flow/list', { token: owner.token });
  expect(flows.body.code).toBe(200);
  return JSON.stringify([history, events, flows.body]);
}

const callsBetween = async (a: number, b: number) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from calls where (caller_id = ${a} and callee_id = ${b})
          or (caller_id = ${b} and callee_id = ${a})`,
    )
  )[0]!.n;

describe('paid chat has no side doors', () => {
  it('a stranger’s call never rings and leaves no record, even 20 at once; once he paid it rings', async () => {
    // Both with socket sessions: the owner's profile is published with hers.
    const owner = await newUser(t);
    await t.app.services.users.setPayPassword(owner.userId, 'correct-horse-1', PAY_PASSWORD);
    await credit(t, owner.userId, '1000');
    const profile = await publish(t, owner.token);
    const caller = await newUser(t);
    await t.app.services.users.setPayPassword(caller.userId, 'correct-horse-1', PAY_PASSWORD);
    await credit(t, caller.userId, '1000');
    await publish(t, caller.token);
    const her = await openSocket(`${url}?token=${owner.rongToken}&lang=en&fresh=1`);
    const him = await openSocket(`${url}?token=${caller.rongToken}&lang=en&fresh=1`);
    expect((await her.next()).type).toBe('ready');
    expect((await him.next()).type).toBe('ready');

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        him.request(CALL_METHODS.invite, { calleeId: owner.userId, mediaType: 1 }),
      ),
    );
    for (const answer of answers)
      expect(answer).toMatchObject({ success: false, code: ResultCode.datingChatNotPaid });
    expect(answers[0]!.msg).toContain('pay for the chat');
    expect(await her.quiet()).toEqual([]);
    expect(await callsBetween(owner.userId, caller.userId)).toBe(0);
    const history = await t.app.services.chat.history(owner.userId, {
      conversationType: ConversationType.private,
      targetId: String(caller.userId),
      count: 50,
    });
    expect(history).toEqual([]);

    expect((await pay(t, caller.token, 'chat', profile.id)).body.code).toBe(200);
    expect(await him.request(CALL_METHODS.invite, { calleeId: owner.userId, mediaType: 1 })).toMatchObject({
      success: true,
    });
    await him.close();
    await her.close();
  });

  it('a transfer goes through, its remark stays out of her chat, events and statement; it shows once unlocked', async () => {
    const { owner, profile, stranger } = await ownerAndStranger();
    const sent = await transfer(t, stranger.token, { userId: owner.id, amount: '1', remark: REMARK });
    expect(sent.body.code).toBe(200);
    const id = sent.body.data.id as number;
    // The sender keeps his own words.
    expect(sent.body.data.remark).toBe(REMARK);
    expect(await whatSheReads(owner, stranger)).not.toContain('916 000');
    const seen = await t.call('GET', `/app/transfer/${id}`, { token: owner.token });
    expect(seen.body.data).toMatchObject({ amount: '1', remark: '' });
    // Her transfer card is not her word: he still may not text her.
    expect(
      (
        await send(
          t,
          { token: stranger.token, lang: 'en' },
          { targetId: owner.id, content: { content: 'Hi' } },
        )
      ).body.code,
    ).toBe(ResultCode.datingChatNotPaid);

    // A dating profile of his own first, then the chat bought: her chat is open to him, and so is the remark.
    await publish(t, stranger.token);
    expect((await pay(t, stranger.token, 'chat', profile.id)).body.code).toBe(200);
    const unlocked = await t.call('GET', `/app/transfer/${id}`, { token: owner.token });
    expect(unlocked.body.data.remark).toBe(REMARK);
  });

  it('a burst of 20 remarked transfers: every one paid, no remark reaches her', async () => {
    const { owner, stranger } = await ownerAndStranger();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        transfer(t, stranger.token, { userId: owner.id, amount: '1', remark: `${REMARK} #${i}` }),
      ),
    );
    expect(answers.map((a) => a.body.code)).toEqual(Array(20).fill(200));
    expect(await whatSheReads(owner, stranger)).not.toContain('916 000');
  });

  it('a safe transfer’s remark is withheld on every step’s card, and her step does not open her chat', async () => {
    const { owner, stranger } = await ownerAndStranger();
    const sent = await transfer(t, stranger.token, {
      userId: owner.id,
      amount: '5',
      safe: true,
      remark: REMARK,
    });
    expect(sent.body.code).toBe(200);
    const id = sent.body.data.id as number;
    const pdf = await t.upload(Buffer.from('%PDF-1.4 contract'), 'contract.pdf', { token: owner.token });
    const handedIn = await t.call('POST', '/app/transfer/document', {
      token: owner.token,
      lang: 'en',
      body: { id, documentUrl: pdf.body.data.url, documentName: 'contract.pdf' },
    });
    expect(handedIn.body.code).toBe(200);
    expect(await whatSheReads(owner, stranger)).not.toContain('916 000');
    const text = await send(
      t,
      { token: stranger.token, lang: 'en' },
      { targetId: owner.id, content: { content: 'Now?' } },
    );
    expect(text.body.code).toBe(ResultCode.datingChatNotPaid);
  });

  it('a contact card and a forward are refused like a text, nothing stored', async () => {
    const { owner, stranger } = await ownerAndStranger();
    const friend = await member(t);
    const card = await send(
      t,
      { token: stranger.token, lang: 'en' },
      { targetId: owner.id, objectName: 'OL:Card', content: { userId: stranger.id } },
    );
    expect(card.body.code).toBe(ResultCode.datingChatNotPaid);
    const original = await sendText(t, friend.token, stranger.id, REMARK);
    const forwarded = await t.call('POST', '/app/chat/message/forward', {
      token: stranger.token,
      lang: 'en',
      body: {
        conversationType: 1,
        targetId: String(owner.id),
        msgUid: original.msgUid,
        clientMsgId: clientId(),
      },
    });
    expect(forwarded.body.code).toBe(ResultCode.datingChatNotPaid);
    expect(await historyOf(t, owner.token, { targetId: stranger.id })).toEqual([]);
  });
});
