import { randomUUID } from 'node:crypto';
import { Gender, IDEMPOTENCY_HEADER } from '@volna/contracts';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness.ts';
import type { Person } from '../vip-dating/vip-dating.test-support.ts';

/** A small real PDF: what a laboratory sends. */
export const REPORT_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
/** A Windows program's first bytes: what must never pass as a report, whatever its name. */
export const PROGRAM_EXE = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.alloc(64),
]);

/** The user's own upload of `data` under `name`: its url. */
export async function uploadReport(t: TestApp, who: Person, data = REPORT_PDF, name = 'report.pdf') {
  const res = await t.upload(data, name, { token: who.token });
  expect(res.status).toBe(200);
  return res.body.data.url as string;
}

/** A valid order form (standard plan, 2 candidates at 100 = 200) with the given report. */
export const orderForm = (attachmentUrl: string, changes: Record<string, unknown> = {}) => ({
  sex: Gender.male,
  region: 'Kazan',
  age: 30,
  requirements: 'Kind, likes hiking',
  attachmentUrl,
  name: 'Ivan',
  areaCode: '+7',
  phone: '9161234567',
  candidateCount: 2,
  plan: 'standard',
  agreeToBeCandidate: true,
  price: '200',
  ...changes,
});

export const placeOrder = (
  t: TestApp,
  who: Person,
  body: Record<string, unknown>,
  key: string = randomUUID(),
) =>
  t.call('POST', '/app/dna/order', {
    token: who.token,
    lang: 'en',
    headers: { [IDEMPOTENCY_HEADER]: key },
    body,
  });

/** A user with roubles who ordered (and agreed to be a candidate): someone staff may propose. */
export async function orderedAndAgreed(t: TestApp, who: Person, changes: Record<string, unknown> = {}) {
  const res = await placeOrder(
    t,
    who,
    orderForm(await uploadReport(t, who), { candidateCount: 1, price: '100', ...changes }),
  );
  expect(res.status).toBe(200);
  return res.body.data as { id: number };
}
