// The Socket.IO baseline of the messaging bench: the simplest reasonable chat, written for the bench. A client
// connects with its user id (no token: no authentication, no checks), joins its own room, and `message:send`
// inserts one row (the unique index on sender + clientMsgId is what a retry-safe send needs), then emits the message
// to the receiver's room and acknowledges. DATABASE_URL names a PostgreSQL database; without it the chat runs on
// embedded PGlite in DATA_DIR, as Volna does by default. PORT, 127.0.0.1 only; GET /health answers once ready.
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Server } from 'socket.io';

const require = createRequire(join(process.cwd(), 'apps/server/package.json'));

/** `query(text, params)` answering `{ rows }`, on PostgreSQL (a pool of 20, as Volna's) or PGlite. */
async function openDatabase() {
  if (process.env.DATABASE_URL) {
    const pg = require('pg');
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
    return { query: (text, params) => pool.query(text, params), close: () => pool.end() };
  }
  const { PGlite } = await import(require.resolve('@electric-sql/pglite'));
  const db = new PGlite(process.env.DATA_DIR);
  await db.waitReady;
  return { query: (text, params) => db.query(text, params), close: () => db.close() };
}

const db = await openDatabase();
await db.query(`create table if not exists messages (
  id bigserial primary key,
  sender_id integer not null,
  receiver_id integer not null,
  client_msg_id text not null,
  content jsonb not null,
  sent_time bigint not null,
  unique (sender_id, client_msg_id)
)`);

const http = createServer((req, res) => {
  res.writeHead(req.url === '/health' ? 200 : 404).end();
});
const io = new Server(http, { transports: ['websocket'], serveClient: false });

io.use((socket, next) => {
  const userId = Number(socket.handshake.auth?.userId);
  if (!Number.isSafeInteger(userId) || userId <= 0) return next(new Error('unauthorized'));
  socket.data.userId = userId;
  next();
});

io.on('connection', (socket) => {
  const senderId = socket.data.userId;
  socket.join(`user:${senderId}`);
  socket.on('message:send', async (body, ack) => {
    if (typeof ack !== 'function') return;
    try {
      const sentTime = Date.now();
      const { rows } = await db.query(
        `insert into messages (sender_id, receiver_id, client_msg_id, content, sent_time)
         values ($1, $2, $3, $4, $5) returning id`,
        [senderId, body.to, body.clientMsgId, JSON.stringify(body.content), sentTime],
      );
      const message = {
        id: String(rows[0].id),
        senderId,
        receiverId: body.to,
        clientMsgId: body.clientMsgId,
        content: body.content,
        sentTime,
      };
      io.to(`user:${body.to}`).emit('message', message);
      ack({ ok: true, message });
    } catch (error) {
      ack({ ok: false, error: String(error?.message ?? error) });
    }
  });
});

http.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  io.close();
  db.close().finally(() => process.exit(0));
});
