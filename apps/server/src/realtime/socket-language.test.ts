import { type Language, ResultCode, resultMessage } from '@volna/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/harness.ts';
import { openSocket, socketUrl } from './socket.test-kit.ts';

// Issue 17: socket errors came back in Russian whatever the user's language. The socket takes the language at
// connect: ?lang= (the app's), Content-Language, else the account's own once authenticated, else the browser's
// Accept-Language, else Russian.

const t = useTestApp();
let url: string;
beforeAll(async () => {
  url = await socketUrl(t);
});

let counter = 0;
async function userSpeaking(language: Language) {
  const { users, sessions } = t.app.services;
  const user = await users.createAccount({
    email: `lang${process.pid}x${++counter}@example.com`,
    password: 'correct-horse-1',
    language,
  });
  return sessions.start(user.id, { userAgent: 'test', ip: '127.0.0.1' });
}

const badBody = (lang: Language) => resultMessage(ResultCode.badRequest, lang, { field: 'body' });
const pleaseLogIn = (lang: Language) => resultMessage(ResultCode.unauthorized, lang);

/** The error a bad frame gets on an authenticated socket. */
async function errorAfterAuth(query: string, headers: Record<string, string> = {}) {
  const ws = await openSocket(`${url}?${query}`, { headers });
  expect((await ws.next()).type).toBe('ready');
  ws.send('not json');
  const frame = await ws.next();
  await ws.close();
  return frame;
}

describe('the language of a socket', () => {
  it("speaks the account's language when the client names none, whatever the browser guesses", async () => {
    const session = await userSpeaking('ja');
    expect(await errorAfterAuth(`token=${session.rongToken}`)).toEqual({
      type: 'error',
      code: 400,
      msg: badBody('ja'),
    });
    expect(
      await errorAfterAuth(`token=${session.rongToken}`, { 'accept-language': 'en-US,en;q=0.9' }),
    ).toMatchObject({ msg: badBody('ja') });
  });

  it('takes the language the app names in the URL, or in Content-Language, over the account’s', async () => {
    const session = await userSpeaking('ja');
    expect(await errorAfterAuth(`token=${session.rongToken}&lang=en`)).toMatchObject({ msg: badBody('en') });
    expect(await errorAfterAuth(`token=${session.rongToken}`, { 'content-language': 'zh-CN' })).toMatchObject(
      { msg: badBody('zh') },
    );
  });

  it('before authenticating: the named language, else Accept-Language, else Russian', async () => {
    const cases: Array<[string, Record<string, string>, Language]> = [
      ['?lang=zh', {}, 'zh'],
      ['', { 'content-language': 'ja' }, 'ja'],
      ['', { 'accept-language': 'en-GB,en;q=0.8,ru;q=0.5' }, 'en'],
      ['?lang=xx', { 'accept-language': 'fr-FR' }, 'ru'],
      ['', {}, 'ru'],
    ];
    for (const [query, headers, lang] of cases) {
      const ws = await openSocket(`${url}${query}`, { headers });
      ws.send({ type: 'ping' });
      expect(await ws.next(), `${query} ${JSON.stringify(headers)}`).toEqual({
        type: 'error',
        code: 401,
        msg: pleaseLogIn(lang),
      });
      expect((await ws.closed).code).toBe(4401);
    }
  });

  it("answers a refused request on the socket in the account's language", async () => {
    const session = await userSpeaking('en');
    const ws = await openSocket(`${url}?token=${session.rongToken}`);
    expect((await ws.next()).type).toBe('ready');
    ws.send({ type: 'request', id: 'r1', method: 'chat/message/history', params: { conversationType: 'x' } });
    expect(await ws.next()).toMatchObject({
      type: 'response',
      id: 'r1',
      code: 400,
      msg: /^Invalid value of field/,
    });
    await ws.close();
  });
});
