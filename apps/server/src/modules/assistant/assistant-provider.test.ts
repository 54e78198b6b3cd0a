import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ResultCode } from '@volna/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { signUp } from '../users/users.test-support.ts';
import { answerOf, ask, baseUrlOf, streamAsk } from './assistant.test-support.ts';

// The assistant through an OpenAI-compatible provider (issue 16): a local stub server speaks the streaming chat
// completions protocol, so the real `openai` client, the stream, the history, the budget and the stop are all tested.

type Mode = 'answer' | 'hang' | 'fail';
const stub = {
  mode: 'answer' as Mode,
  requests: [] as Array<{ model: string; messages: Array<{ role: string; content: string }> }>,
  /** Resolves when a hanging answer's request is closed by the server (the stop reached the provider). */
  closed: Promise.resolve(),
  server: undefined as Server | undefined,
};
const TOKENS_PER_ANSWER = 25;

const chunk = (delta: object, extra: object = {}) =>
  `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'stub-model', choices: [{ index: 0, delta, finish_reason: null }], ...extra })}\n\n`;

async function handle(req: IncomingMessage, res: ServerResponse) {
  let body = '';
  for await (const part of req) body += part;
  stub.requests.push(JSON.parse(body));
  if (stub.mode === 'fail') {
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: 'overloaded', type: 'server_error' } }));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  res.write(chunk({ role: 'assistant', content: 'Hello' }));
  if (stub.mode === 'hang') return; // …and nothing more, until the client closes.
  for (const text of [', I am', ' the **model**.', '\n\n```js\nconsole.log(1)\n```'])
    res.write(chunk({ content: text }));
  res.write(
    `data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', created: 0, model: 'stub-model', choices: [], usage: { prompt_tokens: 20, completion_tokens: 5, total_tokens: TOKENS_PER_ANSWER } })}\n\n`,
  );
  res.end('data: [DONE]\n\n');
}

beforeAll(async () => {
  stub.server = createServer((req, res) => {
    if (stub.mode === 'hang') stub.closed = new Promise((resolve) => res.on('close', () => resolve()));
    void handle(req, res);
  });
  await new Promise<void>((resolve) => stub.server!.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  stub.server?.closeAllConnections();
  await new Promise((resolve) => stub.server?.close(resolve));
});

const t = useTestApp(() => ({
  AI_BASE_URL: `http://127.0.0.1:${(stub.server!.address() as AddressInfo).port}/v1`,
  AI_MODEL: 'stub-model',
  AI_API_KEY: 'test-key',
  AI_DAILY_TOKENS: String(TOKENS_PER_ANSWER * 3),
  AI_RATE_PER_MINUTE: '0',
}));
afterAll(() => t.app.server.closeAllConnections());

const historyOf = async (token: string) =>
  (await t.call('GET', '/chat/history', { token, lang: 'en' })).body.data;

describe('assistant: an OpenAI-compatible provider', () => {
  it('streams the model’s answer, keeps it, and sends the earlier turns and the help passages as context', async () => {
    stub.mode = 'answer';
    const { token } = await signUp(t);
    const first = await ask(t, token, 'Hi, who are you?', 'ru');
    expect(first.events[0]).toMatchObject({ event: 'start', data: { mode: 'provider' } });
    expect(answerOf(first.events)).toBe('Hello, I am the **model**.\n\n```js\nconsole.log(1)\n```');
    expect(first.events.at(-1)).toMatchObject({ event: 'end', data: { finish: 'stop' } });
    const sent = stub.requests.at(-1)!;
    expect(sent.model).toBe('stub-model');
    expect(sent.messages[0]!.content).toContain('Answer in Russian');

    await ask(t, token, 'How do I unblock someone?');
    const second = stub.requests.at(-1)!;
    expect(second.messages.map((m) => m.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(second.messages[1]!.content).toBe('Hi, who are you?');
    expect(second.messages[0]!.content).toContain('Blocked users');

    const history = await historyOf(token);
    expect(history.mode).toBe('provider');
    expect(history.turns.map((turn: any) => turn.finish)).toEqual(['stop', 'stop']);
  });

  it('refuses past the daily token budget in the asker’s language, also after clearing; the next day asks again', async () => {
    stub.mode = 'answer';
    const { token } = await signUp(t);
    for (let i = 0; i < 3; i++) expect((await ask(t, token, `question ${i}`)).status).toBe(200);
    // Clearing the history does not give the day's tokens back.
    await t.call('POST', '/chat/removeCache', { token });
    const refused = await ask(t, token, 'one more', 'ru');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: ResultCode.assistantBudgetSpent });
    expect(refused.body.msg).toContain('полночь');
    t.clock.advance(24 * 3600_000);
    expect((await ask(t, token, 'next day')).status).toBe(200);
  });

  it('ends with a clear error when the provider fails, and keeps the turn as error', async () => {
    stub.mode = 'fail';
    const { token } = await signUp(t);
    const res = await ask(t, token, 'anything', 'zh');
    expect(res.status).toBe(200);
    expect(res.events.at(-1)).toMatchObject({
      event: 'end',
      data: { finish: 'error', msg: '助手暂时无法回答，请稍后再试' },
    });
    expect((await historyOf(token)).turns[0].finish).toBe('error');
  });

  it('the stop button closes the provider request and keeps the partial answer', async () => {
    stub.mode = 'hang';
    const { token } = await signUp(t);
    const asked = streamAsk(await baseUrlOf(t), token, 'tell me a long story');
    await asked.firstDelta;
    asked.abort();
    await asked.done;
    await stub.closed;
    await vi.waitFor(async () => {
      expect((await historyOf(token)).turns[0]).toMatchObject({ finish: 'aborted', answer: 'Hello' });
    });
  });
});
