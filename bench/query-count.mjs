// node bench/query-count.mjs: database statements and transactions per private message sent over /ws, the figures
// behind the messaging bench's ceiling. Starts Volna (on a fresh PostgreSQL database when BENCH_DATABASE_URL is
// set, else on PGlite) with bench/query-count-probe.mjs preloaded and signs BENCH_USERS users up (2 by default).
// Two users: after a first message each way (the chat is made), BENCH_MESSAGES (50) more one at a time; the last
// one's statements are listed. More users: pairs send to each other for 10 s, each at most every 250 ms with one
// send in flight (the messaging bench's load), which shows how many messages a transaction carries under load.
// The Socket.IO baseline makes one statement (and one implicit transaction) per message.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { freshPostgres, serverRequire, signUp, sleep, startVolna, tempDir } from './lib.mjs';

const { WebSocket } = serverRequire('ws');
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 50);
const USERS = Number(process.env.BENCH_USERS ?? 2);
const LOAD_S = 10;

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

const postgres = process.env.BENCH_DATABASE_URL
  ? await freshPostgres(process.env.BENCH_DATABASE_URL)
  : undefined;
const label = postgres?.label ?? 'PGlite (embedded)';
// pg sends BEGIN and COMMIT as statements; PGlite's transaction() runs them itself, uncounted.
const beginCommit = postgres ? 'BEGIN and COMMIT included' : 'BEGIN and COMMIT not counted';
const countFile = join(tempDir('volna-bench-count-'), 'count.json');
const server = await startVolna(label, postgres?.url ?? '', {
  nodeArgs: ['--import', './bench/query-count-probe.mjs'],
  env: { QUERY_COUNT_FILE: countFile, TRUST_PROXY: '127.0.0.1' },
});
const counts = async () => {
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
const per = (after, before, messages) =>
  ['count', 'transactions', 'failedTransactions'].map(
    (k) => Math.round(((after[k] - before[k]) / messages) * 100) / 100,
  );

try {
  const logins = [];
  for (let i = 0; i < USERS; i += 8)
    logins.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(8, USERS - i) }, (_, j) =>
          signUp(server.api, { areaCode: '+7', phone: `997${String(i + j).padStart(7, '0')}` }, undefined, {
            'x-forwarded-for': `10.7.${(i + j) >> 8}.${(i + j) & 255}`,
          }),
        ),
      )),
    );
  const sockets = await Promise.all(logins.map((login) => connect(server.port, login.rongToken)));
  // Every chat made first, so only sends to existing chats are counted.
  await Promise.all(sockets.map((s, i) => s.send(sockets[i ^ 1].userId, `first-${i}`)));
  await sleep(1000); // past the first-connect presence writes
  const before = await counts();
  if (USERS === 2) {
    const [a, b] = sockets;
    for (let i = 0; i < MESSAGES; i++) {
      const [from, to] = i % 2 ? [b, a] : [a, b];
      await from.send(to.userId, `counted-${i}`);
      await sleep(130); // each sender stays under 5 a second
    }
    const after = await counts();
    const [statements, transactions] = per(after, before, MESSAGES);
    console.log(
      `${label}, one send at a time: ${statements} statements (${beginCommit}) and ${transactions} transactions per message`,
    );
    console.log(`those of the last message:\n  ${after.recent.slice(-statements).join('\n  ')}`);
  } else {
    let sent = 0;
    const end = Date.now() + LOAD_S * 1000;
    await Promise.all(
      sockets.map(async (socket, i) => {
        for (let k = 0; Date.now() < end; k++) {
          const started = Date.now();
          await socket.send(sockets[i ^ 1].userId, `load-${i}-${k}`);
          sent++;
          await sleep(250 - (Date.now() - started));
        }
      }),
    );
    const after = await counts();
    const [statements, transactions, failed] = per(after, before, sent);
    console.log(
      `${label}, ${USERS} users for ${LOAD_S} s: ${sent / LOAD_S} msg/s; per message ${statements} statements (${beginCommit}), ${transactions} transactions (${failed} failed), so ${Math.round((1 / transactions) * 10) / 10} messages per transaction`,
    );
  }
  for (const socket of sockets) socket.close();
} finally {
  await server.stop();
  await postgres?.drop();
}
