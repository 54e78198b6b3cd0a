// The raw baseline of bench/reads.ts: a bare node:http server that answers each home read with ONE hand-written SQL
// statement through the raw driver (PGlite's query on the same data folder, or a node-postgres pool of the same size
// as the server's) and JSON.stringify of its rows in the same envelope. No auth, no validation, no presenter: the
// floor the real routes are compared with. Environment: PORT, PGLITE_DIR or DATABASE_URL, USER_ID, TARGET_ID.
import { createServer } from 'node:http';
import { serverRequire } from './lib.mjs';

const userId = Number(process.env.USER_ID ?? 1);
const targetId = process.env.TARGET_ID ?? '2';

/** The statements, one per route, with their parameters. */
export const statements = {
  '/chat': [
    `select cm.conversation_type, cm.target_id, cm.unread_count, cm.mentioned_count, cm.last_unread_time, cm.muted,
            cm.is_top, cm.module_type, m.msg_uid, m.object_name, m.content, m.sender_user_id, m.sent_time, m.recalled,
            m.quote, m.mentioned_user_ids,
            (select p.last_read_time from conversation_members p
              where p.conversation_id = c.id and p.user_id <> cm.user_id limit 1) as peer_read_time
       from conversation_members cm
       join conversations c on c.id = cm.conversation_id
       left join lateral (
         select * from messages m
          where m.conversation_id = cm.conversation_id and m.sent_time > cm.cleared_before and not m.silent
            and not exists (select 1 from hidden_messages h where h.user_id = cm.user_id and h.message_id = m.id)
          order by m.sent_time desc limit 1) m on true
      where cm.user_id = $1 and not cm.hidden
      order by cm.is_top desc, c.last_message_id desc nulls last, c.id desc limit 300`,
    [userId],
  ],
  '/history': [
    `select m.* from conversation_members cm
       join messages m on m.conversation_id = cm.conversation_id and m.sent_time > cm.cleared_before and not m.silent
      where cm.user_id = $1 and cm.conversation_type = 1 and cm.target_id = $2
        and not exists (select 1 from hidden_messages h where h.user_id = cm.user_id and h.message_id = m.id)
      order by m.sent_time desc limit 99`,
    [userId, targetId],
  ],
  '/friends': [
    `select f.comment_name, f.comment_last, f.created_at, u.id, u.user_name, u.first_name, u.last_name, u.avatar,
            u.avatar_compress, u.avatar_color_code, u.gender, u.modify_flag, u.ad_permissions, u.user_code, u.phone,
            u.area_code, u.email, u.phone_privacy, u.email_privacy, u.code_privacy, count(*) over () as total
       from friendships f join users u on u.id = f.friend_id
      where f.owner_id = $1 order by f.created_at desc, f.friend_id desc limit 999`,
    [userId],
  ],
  '/accounts': [
    `select c.id, c.code, c.symbol, c.display_decimals, coalesce(a.available, 0)::numeric(20,4)::text as balance,
            coalesce(a.frozen, 0)::numeric(20,4)::text as frozen
       from currencies c
       left join ledger_accounts a on a.currency_id = c.id and a.user_id = $1 and a.platform_code = ''
      where c.visible order by c.sort`,
    [userId],
  ],
  '/flows': [
    `select f.*, c.code, u.first_name, u.last_name, u.user_name, u.phone, u.area_code, u.modify_flag,
            count(*) over () as total
       from flows f join currencies c on c.id = f.currency_id left join users u on u.id = f.counterparty_id
      where f.user_id = $1 order by f.id desc limit 20`,
    [userId],
  ],
};

if (process.env.PORT) await serve();

async function serve() {
  let query;
  if (process.env.DATABASE_URL) {
    const pg = serverRequire('pg');
    const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
    query = (text, params) => pool.query(text, params);
  } else {
    const { PGlite } = await import(serverRequire.resolve('@electric-sql/pglite'));
    const client = new PGlite({ dataDir: process.env.PGLITE_DIR });
    await client.waitReady;
    query = (text, params) => client.query(text, params);
  }

  createServer(async (req, res) => {
    const path = req.url.split('?')[0];
    if (path === '/health') return res.end('ok');
    const statement = statements[path];
    if (!statement) {
      res.statusCode = 404;
      return res.end();
    }
    try {
      const { rows } = await query(...statement);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: true, code: 200, msg: '', data: rows }));
    } catch (error) {
      res.statusCode = 500;
      res.end(String(error));
    }
  }).listen(Number(process.env.PORT), '127.0.0.1');
}
