import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';

/** Spacing between test sends, so a file's sends stay under 5 a second unless a test means to exceed it. */
export const SEND_SPACING_MS = 250;

export const clientId = () => randomUUID().replaceAll('-', '');

type SendOptions = { token: string; lang?: string; spacing?: number };

/** POST /app/chat/message/send with a text message unless the body says otherwise; answers status and envelope. */
export async function send(t: TestApp, options: SendOptions, body: Record<string, unknown>) {
  t.clock.advance(options.spacing ?? SEND_SPACING_MS);
  return t.call('POST', '/app/chat/message/send', {
    token: options.token,
    lang: options.lang,
    body: { conversationType: 1, objectName: 'RC:TxtMsg', clientMsgId: clientId(), ...body },
  });
}

/** A text to a user that must succeed; answers the stored message. */
export async function sendText(t: TestApp, token: string, targetId: number, text: string, extra = {}) {
  const res = await send(t, { token }, { targetId, content: { content: text }, ...extra });
  expect(res.body).toMatchObject({ code: 200 });
  return res.body.data;
}

export async function conversationsOf(t: TestApp, token: string) {
  const res = await t.call('GET', '/app/chat/conversation/list', { token });
  expect(res.status).toBe(200);
  return res.body.data as any[];
}

export async function historyOf(t: TestApp, token: string, query: Record<string, string | number>) {
  const res = await t.call('GET', '/app/chat/message/history', {
    token,
    query: { conversationType: 1, ...query },
  });
  expect(res.status).toBe(200);
  return res.body.data as any[];
}

/** Every event in a user's log, oldest first. */
export const eventsOf = async (t: TestApp, userId: number) =>
  (await t.app.services.delivery.since(userId, 0, 10_000)).map((d) => d.event as any);
