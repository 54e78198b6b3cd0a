// Shared steps of the benchmarks: free ports, waiting for a server, calling the API, signing a user up.
import { createServer } from 'node:net';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

export async function waitFor(url, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** One API call; answers the envelope's data or throws with its code and message. */
export async function call(base, method, path, body, token) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!json.success) throw new Error(`${method} ${path} → ${json.code} ${json.msg}`);
  return json.data;
}

/** Signs a user up the way the app does: code by SMS (the dev outbox here), then phone registration. */
export async function signUp(base, phone, password = 'bench-password-1') {
  await call(base, 'POST', '/app/sms/send', phone);
  const [message] = await call(
    base,
    'GET',
    `/dev/outbox?to=${encodeURIComponent(phone.areaCode + phone.phone)}`,
  );
  return call(base, 'POST', '/app/userPhoneRegister', {
    ...phone,
    code: message.code,
    password,
    confirmPassword: password,
    agreeTerms: true,
  });
}
