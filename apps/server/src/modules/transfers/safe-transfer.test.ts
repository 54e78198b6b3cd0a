import { FlowStatus, ResultCode, SafeTransferState, StaffRole, TRANSFER_OBJECT_NAME } from '@volna/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { eventsOf } from '../chat/chat.test-support.ts';
import { signUp } from '../users/users.test-support.ts';
import {
  balanceOf,
  countOf,
  expectLedgerIntact,
  feesOf,
  PAY_PASSWORD,
  payer,
  transfer,
} from './transfer.test-support.ts';

const t = useTestApp();
afterEach(() => expectLedgerIntact(t));

type Party = Awaited<ReturnType<typeof payer>>;

/** A file uploaded by `who` himself: a safe transfer takes only the receiver's own upload. */
async function uploadedBy(who: { token: string }, name = 'contract-signed.pdf') {
  const uploaded = await t.upload(Buffer.from(`%PDF-1.4 ${name}`), name, { token: who.token });
  expect(uploaded.status).toBe(200);
  return uploaded.body.data.url as string;
}
const documents = new Map<number, Promise<string>>();
/** One contract per user, uploaded once, so a repeated hand-in names the same file. */
const documentOf = (who: Party) => {
  if (!documents.has(who.id)) documents.set(who.id, uploadedBy(who));
  return documents.get(who.id)!;
};

/** A safe transfer of `amount` roubles from a funded sender to a new receiver; answers the parties and its id. */
async function safeTransfer(amount = '200') {
  const sender = await payer(t, '1000');
  const receiver = await payer(t);
  const res = await transfer(t, sender.token, { userId: receiver.id, amount, safe: true, remark: 'аренда' });
  expect(res.body.code).toBe(200);
  return { sender, receiver, id: res.body.data.id as number, created: res.body.data };
}

const post = (who: Party, path: string, body: Record<string, unknown>) =>
  t.call('POST', path, { token: who.token, lang: 'en', body });
const upload = async (who: Party, id: number, documentUrl?: string) =>
  post(who, '/app/transfer/document', {
    id,
    documentUrl: documentUrl ?? (await documentOf(who)),
    documentName: 'contract.pdf',
  });
const confirm = (who: Party, id: number, payPassword = PAY_PASSWORD) =>
  post(who, '/app/transfer/confirm', { id, payPassword });
const stateOf = async (who: Party, id: number) =>
  (await t.call('GET', `/app/transfer/${id}`, { token: who.token })).body.data.state as number;
const cardEvents = async (userId: number) =>
  (await eventsOf(t, userId))
    // The first step posts the transfer's card, every later one edits it (issue 30): each reaches the log.
    .filter(
      (e) =>
        (e.type === 'message' || e.type === 'messageEdited') && e.message.objectName === TRANSFER_OBJECT_NAME,
    )
    .map((e) => `${e.message.content.event}:${e.message.content.state}`);

/** Refused with this code; the state, the balances and the chat stay as they were. */
async function refusedStep(
  step: Promise<{ status: number; body: any }>,
  code: number,
  check: { who: Party; id: number; users: number[] },
) {
  const state = await stateOf(check.who, check.id);
  const balances = await Promise.all(check.users.map((u) => balanceOf(t, u)));
  const messages = await countOf(t, 'messages');
  const res = await step;
  expect(res.body).toMatchObject({ success: false, code });
  expect(res.status).toBeLessThan(500);
  expect(await stateOf(check.who, check.id)).toBe(state);
  expect(await Promise.all(check.users.map((u) => balanceOf(t, u)))).toEqual(balances);
  expect(await countOf(t, 'messages')).toBe(messages);
}

describe('safe transfer', () => {
  it('freezes, takes the document, pays the receiver minus the fee on confirmation, with a card at every step', async () => {
    const feesBefore = await feesOf(t);
    const { sender, receiver, id, created } = await safeTransfer('200');
    expect(created).toMatchObject({
      safe: true,
      state: SafeTransferState.frozen,
      fee: '2',
      receiveAmount: '198',
    });
    expect(await balanceOf(t, sender.id)).toEqual({ available: 800, frozen: 200 });
    expect(await balanceOf(t, receiver.id)).toEqual({ available: 0, frozen: 0 });

    const uploaded = await upload(receiver, id);
    expect(uploaded.body.data).toMatchObject({
      state: SafeTransferState.confirmingConditions,
      documentUrl: await documentOf(receiver),
      documentName: 'contract.pdf',
      role: 'receiver',
    });
    // The same upload again is answered as it stands (a retry), not refused.
    expect((await upload(receiver, id)).body.code).toBe(200);

    const done = await confirm(sender, id);
    expect(done.body.data).toMatchObject({ state: SafeTransferState.completed, role: 'sender' });
    expect(await balanceOf(t, sender.id)).toEqual({ available: 800, frozen: 0 });
    expect(await balanceOf(t, receiver.id)).toEqual({ available: 198, frozen: 0 });
    expect(await feesOf(t)).toBe(feesBefore + 2);

    // Confirming again changes nothing.
    expect((await confirm(sender, id)).body.data.state).toBe(SafeTransferState.completed);
    expect(await balanceOf(t, receiver.id)).toEqual({ available: 198, frozen: 0 });

    const expected = ['frozen:703', 'documentUploaded:706', 'completed:707'];
    expect(await cardEvents(sender.id)).toEqual(expected);
    expect(await cardEvents(receiver.id)).toEqual(expected);
    // One card, from the sender who froze the money, edited in place with a line per step (issue 30).
    const cards = (await eventsOf(t, sender.id)).filter(
      (e) =>
        (e.type === 'message' || e.type === 'messageEdited') && e.message.objectName === TRANSFER_OBJECT_NAME,
    );
    expect(new Set(cards.map((e) => e.message.msgUid)).size).toBe(1);
    expect(cards.map((e) => e.message.senderUserId)).toEqual([sender.id, sender.id, sender.id]);
    expect(cards.at(-1)!.message.content.steps.map((s: { event: string }) => s.event)).toEqual([
      'frozen',
      'documentUploaded',
      'completed',
    ]);

    const flows = (await t.call('GET', '/app/flow/list', { token: receiver.token })).body.rows;
    expect(flows[0]).toMatchObject({
      status: FlowStatus.completed,
      stateCode: 707,
      amount: '198.0000',
      fee: '2.0000',
    });
  });

  it('lets the sender ask for another document (706 → 708), and the receiver hand one in again', async () => {
    const { sender, receiver, id } = await safeTransfer();
    await upload(receiver, id);
    expect((await post(sender, '/app/transfer/reject', { id })).body.data.state).toBe(
      SafeTransferState.awaitingDocument,
    );
    const second = await uploadedBy(receiver, 'second.pdf');
    expect((await upload(receiver, id, second)).body.data).toMatchObject({
      state: SafeTransferState.confirmingConditions,
      documentUrl: second,
    });
  });

  it('refuses a step from the wrong side or state, a foreign document link and a wrong pay password', async () => {
    const { sender, receiver, id } = await safeTransfer();
    const check = { who: sender, id, users: [sender.id, receiver.id] };
    const stranger = await signUp(t);
    await refusedStep(confirm(sender, id), ResultCode.transferWrongState, check);
    await refusedStep(upload(sender, id), ResultCode.notTransferParty, check);
    await refusedStep(post(receiver, '/app/transfer/reject', { id }), ResultCode.notTransferParty, check);
    await refusedStep(upload(stranger as Party, id), ResultCode.notFound, check);
    await refusedStep(upload(receiver, id, 'https://evil.example/x.pdf'), ResultCode.badRequest, check);
    await refusedStep(post(sender, '/app/transfer/reject', { id }), ResultCode.transferWrongState, check);

    await upload(receiver, id);
    await refusedStep(confirm(receiver, id), ResultCode.notTransferParty, check);
    await refusedStep(confirm(sender, id, '000000'), ResultCode.payPasswordWrong, check);
    await refusedStep(
      post(sender, '/app/transfer/confirm', { id: 'x', payPassword: PAY_PASSWORD }),
      ResultCode.badRequest,
      check,
    );
    await refusedStep(confirm(sender, 2_000_000_000), ResultCode.notFound, check);
  });

  it("refuses a document that is someone else's upload (issue 17), and takes the receiver's own", async () => {
    const { sender, receiver, id } = await safeTransfer();
    const check = { who: sender, id, users: [sender.id, receiver.id] };
    const stranger = (await signUp(t)) as Party;
    for (const foreign of [await documentOf(sender), await documentOf(stranger)]) {
      await refusedStep(upload(receiver, id, foreign), ResultCode.badRequest, check);
      expect(await stateOf(sender, id)).toBe(SafeTransferState.frozen);
    }
    // A link that merely looks like an upload (no such file) is nobody's.
    await refusedStep(upload(receiver, id, '/files/file/202611/made-up.pdf'), ResultCode.badRequest, check);
    expect((await upload(receiver, id)).body.data.state).toBe(SafeTransferState.confirmingConditions);
  });

  it('cannot be cancelled by a user; a party asks (704) and only staff cancel (705), returning the money', async () => {
    const { sender, receiver, id } = await safeTransfer('300');
    const check = { who: sender, id, users: [sender.id, receiver.id] };
    await refusedStep(
      post(sender, '/admin/api/transfer/cancel', { id, reason: 'Both parties asked' }),
      ResultCode.forbidden,
      check,
    );

    expect((await post(receiver, '/app/transfer/requestCancel', { id })).body.data.state).toBe(
      SafeTransferState.cancelling,
    );
    await refusedStep(upload(receiver, id), ResultCode.transferWrongState, check);

    const staff = await signUp(t);
    await t.app.services.users.setStaffRole(staff.id, StaffRole.customerService);
    const cancelled = await post(staff as Party, '/admin/api/transfer/cancel', {
      id,
      reason: 'Both parties asked',
    });
    expect(cancelled.body.data).toMatchObject({ state: SafeTransferState.cancelledByAdmin, role: 'staff' });
    expect(await balanceOf(t, sender.id)).toEqual({ available: 1000, frozen: 0 });
    expect(await balanceOf(t, receiver.id)).toEqual({ available: 0, frozen: 0 });
    // Cancelling again is answered as it stands; nothing moves twice.
    expect(
      (await post(staff as Party, '/admin/api/transfer/cancel', { id, reason: 'Both parties asked' })).body
        .code,
    ).toBe(200);
    expect(await balanceOf(t, sender.id)).toEqual({ available: 1000, frozen: 0 });
    await refusedStep(confirm(sender, id), ResultCode.transferWrongState, check);
    expect(await cardEvents(receiver.id)).toEqual(['frozen:703', 'cancelRequested:704', 'cancelled:705']);
  });

  it('confirms once when the sender confirms 10 times at once', async () => {
    const { sender, receiver, id } = await safeTransfer('100');
    await upload(receiver, id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(sender, id)));
    expect(answers.map((a) => a.body.data?.state)).toEqual(Array(10).fill(SafeTransferState.completed));
    expect(await balanceOf(t, receiver.id)).toEqual({ available: 99, frozen: 0 });
    expect(await cardEvents(receiver.id)).toEqual(['frozen:703', 'documentUploaded:706', 'completed:707']);
  });

  it('refuses freezing more than the balance with the top-up prompt code', async () => {
    const sender = await payer(t, '50');
    const receiver = await payer(t);
    const res = await transfer(t, sender.token, { userId: receiver.id, amount: '50.01', safe: true });
    expect(res.body.code).toBe(ResultCode.insufficientBalance);
    expect(await balanceOf(t, sender.id)).toEqual({ available: 50, frozen: 0 });
  });
});
