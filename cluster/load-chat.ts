import { ConnectionStatus, ConversationType, ResultCode } from '@volna/contracts';
import { WebSocket } from 'ws';
import {
  createRealtimeClient,
  type RealtimeClient,
  type SocketLike,
} from '../apps/web/src/shared/realtime/realtime-client.ts';
import type { Group, Person } from './load-world.ts';
import { sleep } from './processes.ts';

// The chat side of the cluster test: one socket per person through HAProxy, driven by the web app's own realtime
// client (so its resume and its 1012 handling are what is tested), each person sending to his partner and to his
// group in turn, one send at a time, resending under the same clientMsgId until the server acknowledges it.

export type Sent = {
  senderUserId: number;
  clientMsgId: string;
  /** 'p:<low>:<high>' or 'g:<groupId>': the conversation as both sides share it. */
  chat: string;
  n: number;
  recipients: number[];
  attempts: number;
  ackedAt?: number;
  sentTime?: number;
};

export type Received = {
  clientMsgId: string;
  senderUserId: number;
  chat: string;
  sentTime: number;
  n: number;
};

export type ChatClient = {
  person: Person;
  client: RealtimeClient;
  received: Received[];
  /** Each time the socket was lost: when, and how long until it was ready again (ms). */
  resumes: Array<{ at: number; ms: number }>;
  /** Lost and not ready again yet: since when. */
  lostAt?: number;
  connected: boolean;
  socketFailures: string[];
};

const privateChat = (a: number, b: number) => `p:${Math.min(a, b)}:${Math.max(a, b)}`;

function connect(url: string, person: Person): ChatClient {
  const state: ChatClient = {
    person,
    client: undefined as unknown as RealtimeClient,
    received: [],
    resumes: [],
    connected: false,
    socketFailures: [],
  };
  state.client = createRealtimeClient({
    url,
    token: () => person.rongToken,
    lastSeq: 0,
    createSocket: (address) => new WebSocket(address) as unknown as SocketLike,
    onEvent: (_seq, event) => {
      if (event.type !== 'message') return;
      const message = (event as unknown as { message: Record<string, any> }).message;
      const text = String(message.content?.content ?? '');
      const match = /^cluster (\d+) (\d+)$/.exec(text);
      if (!match) return;
      const sender = Number(match[1]);
      const chat =
        message.conversationType === ConversationType.group
          ? `g:${message.targetId}`
          : privateChat(sender, sender === person.userId ? Number(message.targetId) : person.userId);
      state.received.push({
        clientMsgId: message.clientMsgId,
        senderUserId: message.senderUserId,
        chat,
        sentTime: Number(message.sentTime),
        n: Number(match[2]),
      });
    },
    onStatus: (status) => {
      if (status === ConnectionStatus.connected) {
        if (state.lostAt !== undefined)
          state.resumes.push({ at: state.lostAt, ms: Date.now() - state.lostAt });
        state.lostAt = undefined;
        state.connected = true;
      } else if (state.connected) {
        state.connected = false;
        state.lostAt = Date.now();
      }
    },
  });
  state.client.start();
  return state;
}

export async function connectAll(url: string, people: Person[]) {
  const clients: ChatClient[] = [];
  for (let i = 0; i < people.length; i += 25) {
    clients.push(...people.slice(i, i + 25).map((person) => connect(url, person)));
    await untilEvery(clients, 60_000);
  }
  return clients;
}

/** Until every client is connected, or throws after `timeoutMs`. */
export async function untilEvery(clients: ChatClient[], timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (clients.some((c) => c.client.status() !== ConnectionStatus.connected)) {
    if (Date.now() > deadline)
      throw new Error(
        `${clients.filter((c) => c.client.status() !== ConnectionStatus.connected).length} sockets not connected`,
      );
    await sleep(50);
  }
}

/**
 * One person's sending loop until `running()` is false: every `everyMs` (±50 %) the next message, to the partner and
 * the group in turn, resent until acknowledged.
 */
export async function sendLoop(
  me: ChatClient,
  partner: Person,
  group: Group,
  everyMs: number,
  running: () => boolean,
  sent: Sent[],
) {
  let n = 0;
  await sleep(Math.random() * everyMs);
  while (running()) {
    n++;
    const toGroup = n % 2 === 0;
    const userId = me.person.userId;
    const message: Sent = {
      senderUserId: userId,
      clientMsgId: `cluster-${userId}-${n}-${toGroup ? 'g' : 'p'}`,
      chat: toGroup ? `g:${group.groupId}` : privateChat(userId, partner.userId),
      n,
      recipients: toGroup ? group.members.map((m) => m.userId) : [userId, partner.userId],
      attempts: 0,
    };
    sent.push(message);
    const params = {
      conversationType: toGroup ? ConversationType.group : ConversationType.private,
      targetId: String(toGroup ? group.groupId : partner.userId),
      objectName: 'RC:TxtMsg',
      content: { content: `cluster ${userId} ${n}` },
      clientMsgId: message.clientMsgId,
    };
    for (;;) {
      while (me.client.status() !== ConnectionStatus.connected) await sleep(20);
      message.attempts++;
      const answer = await me.client.request('chat/message/send', params, 10_000);
      // Null: the socket went before the answer came (its instance died or drained): send it again.
      if (!answer) continue;
      if (answer.success) {
        message.ackedAt = Date.now();
        message.sentTime = Number((answer.data as { sentTime: number }).sentTime);
        break;
      }
      if (answer.code === ResultCode.sendingTooFast) {
        await sleep(1000);
        continue;
      }
      me.socketFailures.push(`${answer.code} ${answer.msg}`);
      if (answer.code < 500) break;
    }
    await sleep(everyMs / 2 + Math.random() * everyMs);
  }
}
