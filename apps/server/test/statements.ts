import type { TestApp } from './harness.ts';

/** What `work` answered and how many statements the app sent meanwhile (the driver's query method counted). */
export async function statementsDuring<T>(test: TestApp, work: () => Promise<T>) {
  const client = (test.db as unknown as { session: { client: { query: (...a: unknown[]) => unknown } } })
    .session.client;
  const query = client.query;
  let statements = 0;
  client.query = function counted(this: unknown, ...args: unknown[]) {
    statements++;
    return query.apply(this, args);
  };
  try {
    return { result: await work(), statements };
  } finally {
    client.query = query;
  }
}
