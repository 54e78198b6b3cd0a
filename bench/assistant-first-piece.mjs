// Time to the first streamed piece of the AI assistant (issue 16; target < 200 ms for the offline helper), against a
// running server: BASE=http://127.0.0.1:8080 TOKEN=<a user's bearer token> node bench/assistant-first-piece.mjs
// Eight questions in four languages, one after another (under the default 10 a minute per user).
const base = process.env.BASE ?? 'http://127.0.0.1:8080';
const token = process.env.TOKEN;
if (!token) throw new Error('TOKEN (a signed-in user’s bearer token) is required');
const questions = [
  ['en', 'How do I change the language?'],
  ['ru', 'Как сменить пароль?'],
  ['zh', '怎么解除拉黑？'],
  ['ja', 'ブロックを解除するには？'],
  ['en', 'How does a safe transfer work?'],
  ['en', 'groups'],
  ['ru', 'красный конверт'],
  ['en', 'dating profile'],
];
const rows = [];
for (const [lang, question] of questions) {
  const started = performance.now();
  const res = await fetch(`${base}/chat/chat`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'content-language': lang,
    },
    body: JSON.stringify({ question }),
  });
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) throw new Error(await res.text());
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  let firstMs;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
    if (firstMs === undefined && text.includes('event: delta')) firstMs = performance.now() - started;
  }
  rows.push({
    lang,
    question,
    firstMs: Number(firstMs.toFixed(1)),
    totalMs: Number((performance.now() - started).toFixed(1)),
  });
}
console.table(rows);
const sorted = rows.map((r) => r.firstMs).sort((a, b) => a - b);
console.log(`first piece: median ${sorted[Math.floor(sorted.length / 2)]} ms, max ${sorted.at(-1)} ms`);
