// node bench/query-count.mjs (needs BENCH_DATABASE_URL): database statements per private message sent over /ws, the
// figure behind the messaging bench's ceiling. Starts Volna on a fresh PostgreSQL database with
// bench/query-count-probe.mjs preloaded, signs two users up, sends a first message each way (the chat is made),
// then BENCH_MESSAGES (50) more, and divides the statements counted meanwhile by the messages. The Socket.IO
// baseline makes one statement per message.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freshPostgres, serverRequire, signUp, sleep, startVolna, tempDir } from './lib.mjs';

const { WebSocket } = serverRequire('ws');
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 50);
if (!process.env.BENCH_DATABASE_URL) {
  console.error('set BENCH_DATABASE_URL (a PostgreSQL server; a fresh database is made and dropped)');
  process.exit(2);
}

function connect(port, token) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ws`);
    const pending = new Map();
    const socket = {
      userId: 0,
      send(to, clientMsgId) {
        const params = {
          conversationType: 1,
          targetId: String(to),
          objectName: 'RC:TxtMsg',
          content: { content: 'counted' },
          clientMsgId,
        };
        return new Promise((done) => {
          pending.set(clientMsgId, done);
          ws.send(JSON.stringify({ type: 'request', id: clientMsgId, method: 'chat/message/send', params }));
        });
      },
      close: () => ws.terminate(),
    };
    ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token, lastSeq: 0 })));
    ws.on('message', (data) => {
      const frame = JSON.parse(String(data));
      if (frame.type === 'ready') {
        socket.userId = frame.userId;
        resolve(socket);
      } else if (frame.type === 'response') {
        if (!frame.success) reject(new Error(`send refused: ${frame.code} ${frame.msg}`));
        pending.get(frame.id)?.();
      }
    });
    ws.on('error', reject);
  });
}

const postgres = await freshPostgres(process.env.BENCH_DATABASE_URL);
const dir = tempDir('volna-bench-count-');
const countFile = join(dir, 'count.json');
const server = await startVolna(postgres.label, postgres.url, {
  nodeArgs: ['--import', './bench/query-count-probe.mjs'],
  env: { QUERY_COUNT_FILE: countFile },
});
const statements = async () => {
  rmSync(countFile, { force: true });
  process.kill(server.pid, 'SIGUSR2');
  for (let i = 0; i < 100; i++) {
    await sleep(50);
    try {
      return JSON.parse(readFileSync(countFile, 'utf8'));
    } catch {}
  }
  throw new Error('the server did not report its count');
};
try {
  const phones = ['9970000001', '9970000002'].map((phone) => ({ areaCode: '+7', phone }));
  const logins = [];
  for (const phone of phones) logins.push(await signUp(server.api, phone));
  const [a, b] = await Promise.all(logins.map((login) => connect(server.port, login.rongToken)));
  await a.send(b.userId, 'first-a-to-b');
  await b.send(a.userId, 'first-b-to-a');
  await sleep(1000); // past the first-connect presence writes
  const before = await statements();
  for (let i = 0; i < MESSAGES; i++) {
    const [from, to] = i % 2 ? [b, a] : [a, b];
    await from.send(to.userId, `counted-${i}`);
    await sleep(130); // each sender stays under 5 a second
  }
  const after = await statements();
  const perMessage = (after.count - before.count) / MESSAGES;
  console.log(`${perMessage} statements per message sent (BEGIN and COMMIT included), ${postgres.label}`);
  console.log(`those of the last message:\n  ${after.recent.slice(-perMessage).join('\n  ')}`);
  a.close();
  b.close();
} finally {
  await server.stop();
  await postgres.drop();
}
