import {
  CALL_EVENTS,
  CALL_INVITES_PER_MINUTE,
  CALL_OBJECT_NAME,
  CALL_RING_TIMEOUT_MS,
  type CallAction,
  type CallEvent,
  type CallInviteParams,
  type CallMediaValue,
  type CallParty,
  type CallRecordContent,
  type CallSession,
  type CallSignalParams,
  CallState,
  type CallStateValue,
  type CallVo,
  callStep,
  personName,
} from '@volna/contracts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { fail } from '../../http/errors.ts';
import type { Timers } from '../../jobs/timers.ts';
import type { Delivered, Delivery } from '../../realtime/delivery.ts';
import type { LiveRoute } from '../../realtime/gateway.ts';
import type { ChatService } from '../chat/chat.service.ts';
import type { UsersService } from '../users/users.service.ts';
import { type CallRow, callsRepository as repo } from './calls.repository.ts';
import { iceServersFor } from './ice-servers.ts';
import { pairKey } from '../users/pair-key.ts';

export const CALL_NO_ANSWER_TIMER = 'call.noAnswer';

/** The gateway's live path (never stored): signalling and ringing matter only while the call lives. */
export type LiveSender = (userIds: number[], event: CallEvent, route?: LiveRoute) => Promise<void>;

type Deps = {
  users: UsersService;
  chat: ChatService;
  delivery: Delivery;
  timers: Timers;
  live: () => LiveSender;
};

const present = (row: CallRow): CallVo => ({
  callId: row.id,
  callerId: row.callerId,
  calleeId: row.calleeId,
  mediaType: row.mediaType as CallMediaValue,
  state: row.state as CallStateValue,
  endReason: (row.endReason as CallVo['endReason']) ?? null,
  duration: row.duration,
});

const partyOf = (row: CallRow, userId: number): CallParty | undefined =>
  row.callerId === userId ? 'caller' : row.calleeId === userId ? 'callee' : undefined;

/**
 * 1:1 calls (issue 16, DESIGN §5/§11). The server keeps each call's state in `calls` and moves it only through
 * CALL_TRANSITIONS under the row lock; the end writes the one call record (OL:VoiceMsg) into both users' private
 * chat in that same transaction, so a call ends once, with one record, whoever hangs up first. Signalling (offer,
 * answer, ICE) is relayed live between the two sockets of the call and to nobody else.
 */
export function createCallsService(deps: AppDeps, { users, chat, delivery, timers, live }: Deps) {
  const { db } = deps.database;
  const { clock, config } = deps;

  /** TURN credentials are checked by the TURN server against its own (real) clock, not the app's. */
  const iceServers = (userId: number) => iceServersFor(config, userId, new Date());

  /** Ends the locked call with the step's reason and writes the record; answers what to publish after commit. */
  async function finish(tx: Db, row: CallRow, endReason: CallRecordContent['endReason']) {
    const now = clock.now();
    const duration = row.connectedAt
      ? Math.max(0, Math.round((now.getTime() - row.connectedAt.getTime()) / 1000))
      : 0;
    const ended = await repo.update(tx, row.id, {
      state: CallState.ended,
      endReason,
      duration,
      endedAt: now,
    });
    const content: CallRecordContent = {
      callId: row.id,
      mediaType: row.mediaType as CallMediaValue,
      endReason,
      duration,
    };
    const card = await chat.postDealCard(
      tx,
      { objectName: CALL_OBJECT_NAME, content, partyIds: [row.callerId, row.calleeId] },
      row.callerId,
    );
    return { call: present(ended), delivered: card.delivered };
  }

  async function announceEnd(outcome: { call: CallVo; delivered: Delivered[] }) {
    await delivery.publish(outcome.delivered);
    const { call } = outcome;
    await live()([call.callerId, call.calleeId], { type: CALL_EVENTS.ended, call });
  }

  /** An end by one of the parties: the table decides whether `action` is open to him now. */
  async function end(userId: number, deviceId: string, callId: number, action: CallAction) {
    const outcome = await db.transaction(async (tx) => {
      const row = await repo.lock(tx, callId);
      const party = row && partyOf(row, userId);
      if (!row || !party) return fail('notFound');
      const step = callStep(row.state, action, party) ?? fail('callWrongState');
      // Ringing, any of the callee's devices may decline; otherwise only the device that is in the call acts.
      const device = party === 'caller' ? row.callerDevice : row.calleeDevice;
      if (device !== null && device !== deviceId) fail('callNotOnThisDevice');
      return finish(tx, row, step.endReason!);
    });
    await announceEnd(outcome);
    return outcome.call;
  }

  timers.register(CALL_NO_ANSWER_TIMER, async (tx, timer) => {
    const row = await repo.lock(tx, Number(timer.key));
    const step = row && callStep(row.state, 'noAnswer', 'server');
    if (!row || !step) return undefined;
    const outcome = await finish(tx, row, step.endReason!);
    return () => announceEnd(outcome);
  });

  return {
    /**
     * Rings every device of the callee. Refused to oneself, to or from a blocked user, and while the caller is in a
     * call; a callee already in a call answers busy at once (the call ends with its record).
     */
    async invite(userId: number, deviceId: string, params: CallInviteParams): Promise<CallSession> {
      const { calleeId, mediaType } = params;
      if (calleeId === userId) fail('callSelf');
      const [caller, callee] = await Promise.all([users.findById(userId), users.findById(calleeId)]);
      if (!caller || !callee) fail('userNotFound');
      const blocks = await users.blocksAmong([
        [calleeId, userId],
        [userId, calleeId],
      ]);
      if (blocks.has(pairKey(calleeId, userId))) fail('blockedByUser');
      if (blocks.has(pairKey(userId, calleeId))) fail('forbidden');
      // A paid chat's owner is not rung by a stranger either: no ring, no call row, no record (issue 28 §3).
      if (await chat.paidChatLocked(userId, calleeId)) fail('datingChatNotPaid');
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        await repo.lockUsers(tx, [userId, calleeId]);
        if (await repo.anyLive(tx, [userId])) fail('callYouAreBusy');
        const minuteAgo = new Date(now.getTime() - 60_000);
        if ((await repo.placedSince(tx, userId, minuteAgo)) >= CALL_INVITES_PER_MINUTE) fail('callTooMany');
        const calleeBusy = await repo.anyLive(tx, [calleeId]);
        const row = await repo.insert(tx, {
          callerId: userId,
          calleeId,
          mediaType,
          state: CallState.ringing,
          callerDevice: deviceId,
          createdAt: now,
        });
        if (calleeBusy) {
          const step = callStep(row.state, 'busy', 'server')!;
          return { busy: await finish(tx, row, step.endReason!) };
        }
        await timers.schedule(tx, {
          kind: CALL_NO_ANSWER_TIMER,
          key: String(row.id),
          dueAt: new Date(now.getTime() + CALL_RING_TIMEOUT_MS),
          payload: {},
        });
        return { ringing: present(row) };
      });
      if (outcome.busy) {
        await announceEnd(outcome.busy);
        return { call: outcome.busy.call, iceServers: [] };
      }
      const call = outcome.ringing!;
      await live()([calleeId], {
        type: CALL_EVENTS.incoming,
        call,
        caller: {
          userId,
          nickName: personName({
            firstName: caller!.firstName,
            lastName: caller!.lastName,
            userName: caller!.userName,
          }),
          avatar: caller!.avatar,
        },
      });
      return { call, iceServers: iceServers(userId) };
    },

    /** The first device of the callee to answer wins; his other devices stop ringing, the caller starts the offer. */
    async accept(userId: number, deviceId: string, callId: number): Promise<CallSession> {
      const call = await db.transaction(async (tx) => {
        const row = await repo.lock(tx, callId);
        if (!row || partyOf(row, userId) !== 'callee') return fail('notFound');
        const step = callStep(row.state, 'accept', 'callee') ?? fail('callWrongState');
        return present(
          await repo.update(tx, row.id, { state: step.to, calleeDevice: deviceId, connectedAt: clock.now() }),
        );
      });
      const row = (await repo.find(db, callId))!;
      const send = live();
      await Promise.all([
        send([row.callerId], { type: CALL_EVENTS.accepted, call }, { device: row.callerDevice }),
        send([userId], { type: CALL_EVENTS.answeredElsewhere, callId }, { exceptDevice: deviceId }),
      ]);
      return { call, iceServers: iceServers(userId) };
    },

    /** Decline (12), or 'unavailable' (32) when the device could not start its microphone or camera. */
    decline: (userId: number, deviceId: string, callId: number, unavailable: boolean) =>
      end(userId, deviceId, callId, unavailable ? 'unavailable' : 'decline'),
    cancel: (userId: number, deviceId: string, callId: number) => end(userId, deviceId, callId, 'cancel'),
    hangUp: (userId: number, deviceId: string, callId: number) => end(userId, deviceId, callId, 'hangUp'),

    /** Offer, answer, ICE: from one socket of a connected call to the other one, and to no one else. */
    async signal(userId: number, deviceId: string, params: CallSignalParams) {
      const row = await repo.find(db, params.callId);
      const party = row && partyOf(row, userId);
      if (!row || !party) return fail('notFound');
      if (row.state !== CallState.connected) fail('callWrongState');
      const [mine, peerId, peerDevice] =
        party === 'caller'
          ? [row.callerDevice, row.calleeId, row.calleeDevice]
          : [row.calleeDevice, row.callerId, row.callerDevice];
      if (mine !== deviceId) fail('callNotOnThisDevice');
      await live()([peerId], { type: CALL_EVENTS.signal, ...params }, { device: peerDevice! });
      return null;
    },

    /**
     * A socket closed: a call that lived on it ends as if its user acted (the caller's ringing call is cancelled, a
     * connected call is hung up by that side), so no call stays open with nobody on one end.
     */
    async deviceGone(userId: number, deviceId: string) {
      for (const { id } of await repo.liveOnDevice(db, userId, deviceId)) {
        const row = await repo.find(db, id);
        if (!row) continue;
        const action: CallAction = row.state === CallState.ringing ? 'cancel' : 'hangUp';
        await end(userId, deviceId, id, action).catch(() => {
          // Already ended by the other side in the meantime: nothing left to do.
        });
      }
    },

    /**
     * The demo world's past calls: an ended call with its record, as if it had rung and ended `secondsAgo` ago.
     * Answers false when the two already have a call (a restart adds nothing).
     */
    async recordPast(call: {
      callerId: number;
      calleeId: number;
      mediaType: CallMediaValue;
      endReason: CallRecordContent['endReason'];
      duration: number;
    }) {
      const outcome = await db.transaction(async (tx) => {
        await repo.lockUsers(tx, [call.callerId, call.calleeId]);
        if (await repo.anyBetween(tx, call.callerId, call.calleeId)) return null;
        const now = clock.now();
        const row = await repo.insert(tx, {
          callerId: call.callerId,
          calleeId: call.calleeId,
          mediaType: call.mediaType,
          state: CallState.connected,
          callerDevice: 'demo',
          calleeDevice: 'demo',
          createdAt: new Date(now.getTime() - call.duration * 1000),
          connectedAt: call.duration ? new Date(now.getTime() - call.duration * 1000) : null,
        });
        return finish(tx, row, call.endReason);
      });
      if (outcome) await delivery.publish(outcome.delivered);
      return outcome !== null;
    },

    /** A call as one of its parties sees it (tests and the call screen after a reload). */
    async find(userId: number, callId: number) {
      const row = await repo.find(db, callId);
      if (!row || !partyOf(row, userId)) fail('notFound');
      return present(row!);
    },
  };
}

export type CallsService = ReturnType<typeof createCallsService>;
