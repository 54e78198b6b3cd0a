import { randomUUID } from 'node:crypto';

// HTTP calls of the cluster test, each counted by status. A 5xx is told apart by who answered it: an instance answers
// with the JSON envelope (a draining one with code 503), HAProxy with its own HTML page.

export type Answer = { status: number; body: any; fromInstance: boolean };

export type Tally = {
  requests: number;
  byStatus: Map<number, number>;
  /** 503 envelopes from an instance that was draining: the only 5xx the test allows. */
  drained: number;
  /** Every other 5xx, with where and what, for the failure message. */
  failures: string[];
  /** Network errors (the proxy itself unreachable): never expected. */
  networkErrors: number;
};

export const newTally = (): Tally => ({
  requests: 0,
  byStatus: new Map(),
  drained: 0,
  failures: [],
  networkErrors: 0,
});

export async function request(
  tally: Tally | undefined,
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; idempotent?: boolean } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    if (tally) tally.networkErrors++;
    throw error;
  }
  const text = await response.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  const fromInstance = typeof body === 'object' && body !== null && 'code' in body;
  if (tally) {
    tally.requests++;
    tally.byStatus.set(response.status, (tally.byStatus.get(response.status) ?? 0) + 1);
    if (response.status >= 500) {
      if (response.status === 503 && fromInstance && body.code === 503) tally.drained++;
      else tally.failures.push(`${method} ${path} → ${response.status} ${String(text).slice(0, 200)}`);
    }
  }
  return { status: response.status, body, fromInstance };
}

/** The data of a call that must succeed (set-up); anything else throws with the answer. */
export async function must<T = any>(
  base: string,
  method: string,
  path: string,
  options: Parameters<typeof request>[4] = {},
): Promise<T> {
  const answer = await request(undefined, base, method, path, options);
  if (answer.body?.code !== 200)
    throw new Error(`${method} ${path} → ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data as T;
}

export const idempotencyKey = () => randomUUID();
