import {
  CALL_EVENTS,
  CALL_INVITES_PER_MINUTE,
  CALL_METHODS,
  CALL_RING_TIMEOUT_MS,
  CallEndReason,
  CallMedia,
  CallState,
  type CallVo,
  ConversationType,
  ResultCode,
} from '@volna/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { newUser, openSocket, socketUrl, type TestSocket } from '../../realtime/socket.test-kit.ts';

// Calls over the realtime socket (issue 16): ringing on every device, the first answer wins, signalling only
// between the two devices of the call, one record per call whoever ends it, the no-answer timer, busy, blocks.

type Live = { type: string } & Record<string, unknown>;

describe('calls', () => {
  const t = useTestApp();
  let url: string;
  beforeAll(async () => {
    url = await socketUrl(t);
  });

  async function device(token: string) {
    const ws = await openSocket(`${url}?token=${token}&lang=en&fresh=1`);
    expect((await ws.next()).type).toBe('ready');
    return ws;
  }

  const call = (ws: TestSocket, method: string, params?: unknown) => ws.request(method, params);

  /** The first live frame of this type the socket got (waiting for it). */
  async function heard(ws: TestSocket, type: string): Promise<Live> {
    for (;;) {
      const found = ws.frames.find((f) => f.type === 'live' && (f.event as Live).type === type);
      if (found) return (found as { event: Live }).event;
      await ws.next();
    }
  }

  const liveTypes = (ws: TestSocket) =>
    ws.frames.filter((f) => f.type === 'live').map((f) => (f as { event: Live }).event.type);

  async function records(userId: number, peerId: number) {
    const history = await t.app.services.chat.history(userId, {
      conversationType: ConversationType.private,
      targetId: String(peerId),
      count: 50,
    });
    return history
      .filter((m) => m.objectName === 'OL:VoiceMsg')
      .map((m) => m.content as Record<string, unknown>);
  }

  async function ringing(mediaType: number = CallMedia.audio) {
    const alice = await newUser(t);
    const bob = await newUser(t);
    const a = await device(alice.rongToken);
    const b1 = await device(bob.rongToken);
    const b2 = await device(bob.rongToken);
    const invited = await call(a, CALL_METHODS.invite, { calleeId: bob.userId, mediaType });
    expect(invited).toMatchObject({ success: true });
    const callId = (invited.data as { call: CallVo }).call.callId;
    return { alice, bob, a, b1, b2, callId };
  }

  it('rings every device of the callee; the first to answer wins, signalling reaches only the other device, hang-up writes one record with the duration', async () => {
    const { alice, bob, a, b1, b2, callId } = await ringing(CallMedia.video);
    const outsider = await newUser(t);
    const o = await device(outsider.rongToken);
    for (const ws of [b1, b2]) {
      const incoming = await heard(ws, CALL_EVENTS.incoming);
      expect(incoming).toMatchObject({ call: { callId, state: CallState.ringing, mediaType: 2 } });
      expect((incoming.caller as { userId: number }).userId).toBe(alice.userId);
    }
    // Both devices answer at once: exactly one wins.
    const [first, second] = await Promise.all([
      call(b1, CALL_METHODS.accept, { callId }),
      call(b2, CALL_METHODS.accept, { callId }),
    ]);
    const winners = [first, second].filter((r) => r.success);
    expect(winners).toHaveLength(1);
    expect([first, second].find((r) => !r.success)?.code).toBe(ResultCode.callWrongState);
    const [winner, loser] = first.success ? [b1, b2] : [b2, b1];
    expect(await heard(loser, CALL_EVENTS.answeredElsewhere)).toMatchObject({ callId });
    expect(await heard(a, CALL_EVENTS.accepted)).toMatchObject({ call: { state: CallState.connected } });

    expect(await call(a, CALL_METHODS.signal, { callId, kind: 'offer', sdp: 'v=0 offer' })).toMatchObject({
      success: true,
    });
    expect(await heard(winner, CALL_EVENTS.signal)).toMatchObject({ kind: 'offer', sdp: 'v=0 offer' });
    await call(winner, CALL_METHODS.signal, { callId, kind: 'answer', sdp: 'v=0 answer' });
    await call(winner, CALL_METHODS.signal, {
      callId,
      kind: 'ice',
      candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 9 typ host', sdpMid: '0', sdpMLineIndex: 0 },
    });
    expect(await heard(a, CALL_EVENTS.signal)).toMatchObject({ kind: 'answer' });
    // The device that lost the answer cannot take part; a stranger cannot either.
    expect(await call(loser, CALL_METHODS.signal, { callId, kind: 'offer', sdp: 'x' })).toMatchObject({
      code: ResultCode.callNotOnThisDevice,
    });
    expect(await call(o, CALL_METHODS.signal, { callId, kind: 'offer', sdp: 'x' })).toMatchObject({
      code: ResultCode.notFound,
    });
    expect(await call(o, CALL_METHODS.hangUp, { callId })).toMatchObject({ code: ResultCode.notFound });
    expect(liveTypes(loser)).not.toContain(CALL_EVENTS.signal);
    expect(await o.quiet()).toEqual([]);
    expect(liveTypes(o)).toEqual([]);

    t.clock.advance(7_000);
    const ended = await call(winner, CALL_METHODS.hangUp, { callId });
    expect(ended.data).toMatchObject({
      state: CallState.ended,
      endReason: CallEndReason.completedByCallee,
      duration: 7,
    });
    for (const ws of [a, b1, b2])
      expect(await heard(ws, CALL_EVENTS.ended)).toMatchObject({ call: { callId } });
    const expected = [{ callId, mediaType: 2, endReason: 13, duration: 7 }];
    expect(await records(alice.userId, bob.userId)).toEqual(expected);
    expect(await records(bob.userId, alice.userId)).toEqual(expected);
    for (const ws of [a, b1, b2, o]) await ws.close();
  });

  it('both hanging up at once end the call once, with one record', async () => {
    const { alice, bob, a, b1, b2, callId } = await ringing();
    await call(b1, CALL_METHODS.accept, { callId });
    t.clock.advance(3_000);
    const answers = await Promise.all([
      call(a, CALL_METHODS.hangUp, { callId }),
      call(b1, CALL_METHODS.hangUp, { callId }),
    ]);
    expect(answers.filter((r) => r.success)).toHaveLength(1);
    expect(answers.find((r) => !r.success)?.code).toBe(ResultCode.callWrongState);
    const [record] = await records(alice.userId, bob.userId);
    expect(await records(alice.userId, bob.userId)).toHaveLength(1);
    expect(await records(bob.userId, alice.userId)).toHaveLength(1);
    expect([3, 13]).toContain(record?.endReason);
    expect(record?.duration).toBe(3);
    for (const ws of [a, b1, b2]) await ws.close();
  });

  it('decline (12), cancel (1) and a callee whose device has no microphone (32), each with its record', async () => {
    const declined = await ringing();
    expect(await call(declined.b2, CALL_METHODS.decline, { callId: declined.callId })).toMatchObject({
      success: true,
    });
    expect(await heard(declined.a, CALL_EVENTS.ended)).toMatchObject({ call: { endReason: 12 } });
    expect(await heard(declined.b1, CALL_EVENTS.ended)).toBeTruthy();
    expect(await records(declined.alice.userId, declined.bob.userId)).toEqual([
      { callId: declined.callId, mediaType: 1, endReason: 12, duration: 0 },
    ]);
    // The caller cannot decline, the callee cannot cancel: the table refuses.
    const cancelled = await ringing();
    expect(await call(cancelled.a, CALL_METHODS.decline, { callId: cancelled.callId })).toMatchObject({
      code: ResultCode.callWrongState,
    });
    expect(await call(cancelled.b1, CALL_METHODS.cancel, { callId: cancelled.callId })).toMatchObject({
      code: ResultCode.callWrongState,
    });
    await call(cancelled.a, CALL_METHODS.cancel, { callId: cancelled.callId });
    expect(await heard(cancelled.b1, CALL_EVENTS.ended)).toMatchObject({ call: { endReason: 1 } });
    const unavailable = await ringing();
    await call(unavailable.b1, CALL_METHODS.decline, { callId: unavailable.callId, unavailable: true });
    expect((await records(unavailable.bob.userId, unavailable.alice.userId))[0]).toMatchObject({
      endReason: 32,
    });
    for (const r of [declined, cancelled, unavailable]) for (const ws of [r.a, r.b1, r.b2]) await ws.close();
  });

  it('an unanswered call ends after the ring timeout (15), by the server clock', async () => {
    const { alice, bob, a, b1, b2, callId } = await ringing();
    t.clock.advance(CALL_RING_TIMEOUT_MS - 1_000);
    await t.app.services.timers.runDue();
    expect((await t.app.services.calls.find(alice.userId, callId)).state).toBe(CallState.ringing);
    t.clock.advance(1_000);
    await t.app.services.timers.runDue();
    for (const ws of [a, b1, b2])
      expect(await heard(ws, CALL_EVENTS.ended)).toMatchObject({ call: { endReason: 15 } });
    expect(await records(bob.userId, alice.userId)).toEqual([
      { callId, mediaType: 1, endReason: 15, duration: 0 },
    ]);
    // Too late to answer.
    expect(await call(b1, CALL_METHODS.accept, { callId })).toMatchObject({
      code: ResultCode.callWrongState,
    });
    for (const ws of [a, b1, b2]) await ws.close();
  });

  it('a callee already in a call answers busy (22); a caller in a call cannot place another', async () => {
    const { alice, bob, a, b1, b2, callId } = await ringing();
    const carol = await newUser(t);
    const c = await device(carol.rongToken);
    const busy = await call(c, CALL_METHODS.invite, { calleeId: bob.userId, mediaType: CallMedia.audio });
    expect(busy.data).toMatchObject({ call: { state: CallState.ended, endReason: CallEndReason.busy } });
    expect(await records(carol.userId, bob.userId)).toEqual([expect.objectContaining({ endReason: 22 })]);
    expect(await call(a, CALL_METHODS.invite, { calleeId: carol.userId, mediaType: 1 })).toMatchObject({
      code: ResultCode.callYouAreBusy,
    });
    await call(a, CALL_METHODS.cancel, { callId });
    expect(await records(alice.userId, bob.userId)).toHaveLength(1);
    for (const ws of [a, b1, b2, c]) await ws.close();
  });

  it('refuses an 11th call placed within a minute, and takes calls again a minute later', async () => {
    const alice = await newUser(t);
    const bob = await newUser(t);
    const a = await device(alice.rongToken);
    for (let i = 0; i < CALL_INVITES_PER_MINUTE; i++) {
      const invited = await call(a, CALL_METHODS.invite, { calleeId: bob.userId, mediaType: 1 });
      await call(a, CALL_METHODS.cancel, { callId: (invited.data as { call: CallVo }).call.callId });
    }
    expect(await call(a, CALL_METHODS.invite, { calleeId: bob.userId, mediaType: 1 })).toMatchObject({
      code: ResultCode.callTooMany,
      msg: 'Too many calls in a row: try again in a minute',
    });
    t.clock.advance(60_000);
    expect(await call(a, CALL_METHODS.invite, { calleeId: bob.userId, mediaType: 1 })).toMatchObject({
      success: true,
    });
    await a.close();
  });

  it('refuses calling oneself, a blocked user or one who blocked the caller, and bad params', async () => {
    const alice = await newUser(t);
    const bob = await newUser(t);
    const a = await device(alice.rongToken);
    const b = await device(bob.rongToken);
    await t.app.services.users.block(bob.userId, alice.userId);
    expect(await call(a, CALL_METHODS.invite, { calleeId: bob.userId, mediaType: 1 })).toMatchObject({
      code: ResultCode.blockedByUser,
    });
    expect(await call(b, CALL_METHODS.invite, { calleeId: alice.userId, mediaType: 2 })).toMatchObject({
      code: ResultCode.forbidden,
    });
    expect(await b.quiet()).toEqual([]);
    expect(await call(a, CALL_METHODS.invite, { calleeId: alice.userId, mediaType: 1 })).toMatchObject({
      code: ResultCode.callSelf,
    });
    expect(await call(a, CALL_METHODS.invite, { calleeId: bob.userId, mediaType: 3 })).toMatchObject({
      code: ResultCode.badRequest,
    });
    expect(
      await call(a, CALL_METHODS.signal, { callId: 1, kind: 'offer', sdp: 'x'.repeat(70_000) }),
    ).toMatchObject({
      code: ResultCode.badRequest,
    });
    for (const ws of [a, b]) await ws.close();
  });

  it('a client cannot send the server-only call events: not as frames, not as methods', async () => {
    const { alice, bob, a, b1, b2, callId } = await ringing();
    a.send({ type: 'live', event: { type: CALL_EVENTS.incoming, call: { callId } } });
    expect(await a.next()).toMatchObject({ type: 'error', code: ResultCode.badRequest });
    a.send({ type: CALL_EVENTS.signal, callId, kind: 'offer', sdp: 'x' });
    expect(await a.next()).toMatchObject({ type: 'error', code: ResultCode.badRequest });
    for (const type of Object.values(CALL_EVENTS))
      expect(await call(a, type, { callId })).toMatchObject({ code: ResultCode.notFound });
    // Signalling before an answer is refused: there is no callee device yet.
    expect(await call(a, CALL_METHODS.signal, { callId, kind: 'offer', sdp: 'x' })).toMatchObject({
      code: ResultCode.callWrongState,
    });
    expect(liveTypes(b1)).not.toContain(CALL_EVENTS.signal);
    await call(a, CALL_METHODS.cancel, { callId });
    expect(await records(bob.userId, alice.userId)).toHaveLength(1);
    for (const ws of [a, b1, b2]) await ws.close();
  });

  it('a device that drops ends its call: ringing is cancelled, connected is hung up with the duration', async () => {
    const ringingCall = await ringing();
    await ringingCall.a.close();
    expect(await heard(ringingCall.b1, CALL_EVENTS.ended)).toMatchObject({ call: { endReason: 1 } });
    const connected = await ringing();
    await call(connected.b2, CALL_METHODS.accept, { callId: connected.callId });
    t.clock.advance(4_000);
    await connected.b2.close();
    expect(await heard(connected.a, CALL_EVENTS.ended)).toMatchObject({
      call: { endReason: 13, duration: 4 },
    });
    for (const ws of [ringingCall.b1, ringingCall.b2, connected.a, connected.b1]) await ws.close();
  });
});
