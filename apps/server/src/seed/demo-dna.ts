import { DNA_PRICE_KEYS, type DnaOrderBody, Gender, StaffRole } from '@volna/contracts';
import type { Services } from '../services.ts';
import { fromUnits, toUnits } from '../modules/ledger/amounts.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';

// DNA-test matching on the first start (issue 15): the demo users ordered, most agreed to be candidates, and staff have
// worked on some — one order waits, one is in matching with a candidate, one is matched — so the service page, the
// candidate list with its chat and the console's queue all have something to show. Made through the service, the same
// transactions as the routes (the report is a small real PDF each user uploaded).

const REPORT = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

type DemoOrder = Omit<DnaOrderBody, 'attachmentUrl' | 'price' | 'requirements'> & { requirements: string };

/** What each ordinary demo user (in DEMO_ACCOUNTS order) put in his form. */
const FORMS: DemoOrder[] = [
  {
    sex: Gender.female,
    region: 'Москва',
    age: 28,
    requirements: 'Серьёзные отношения, без вредных привычек',
    name: 'Анна',
    areaCode: '+7',
    phone: '9161234567',
    candidateCount: 3,
    plan: 'vip',
    agreeToBeCandidate: false,
  },
  {
    sex: Gender.female,
    region: 'Шанхай',
    age: 29,
    requirements: '愿意一起旅行',
    name: '王芳',
    areaCode: '+86',
    phone: '13800138000',
    candidateCount: 1,
    plan: 'standard',
    agreeToBeCandidate: true,
  },
  {
    sex: Gender.male,
    region: 'Санкт-Петербург',
    age: 31,
    requirements: 'Someone who likes hiking',
    name: 'John',
    areaCode: '+7',
    phone: '9031234567',
    candidateCount: 2,
    plan: 'standard',
    agreeToBeCandidate: true,
  },
  {
    sex: Gender.male,
    region: 'Москва',
    age: 34,
    requirements: 'Добрая и весёлая',
    name: 'Дмитрий',
    areaCode: '+7',
    phone: '9269876543',
    candidateCount: 1,
    plan: 'standard',
    agreeToBeCandidate: true,
  },
];

async function staffId(services: Services) {
  const account = DEMO_ACCOUNTS.find((a) => a.staffRole === StaffRole.customerService);
  const user = account && (await services.users.findByPhone(account.areaCode ?? '', account.phone ?? ''));
  return user?.id;
}

/** Idempotent (a user with an order is left alone). Answers how many orders it made. */
export async function seedDemoDna(services: Services, memberIds: number[]) {
  const { dna, files, system } = services;
  const staff = await staffId(services);
  if (staff === undefined) return 0;
  const orders: number[] = [];
  for (const [i, form] of FORMS.entries()) {
    const userId = memberIds[i];
    if (userId === undefined || (await dna.list(userId)).length) return 0;
    const report = await files.upload(userId, { data: REPORT, filename: 'dna-report.pdf', kind: 'file' });
    const each = await system.setting(DNA_PRICE_KEYS[form.plan]);
    const price = fromUnits(toUnits(each) * BigInt(form.candidateCount));
    const order = await dna.order(userId, { ...form, attachmentUrl: report.url, price }, `demo-dna-${i}`);
    orders.push(order.id);
  }
  const [anna, , john] = orders;
  // Anna's order is matched with Dmitry (one of three delivered: the rest went back); John's is in matching with Wang.
  await dna.startMatching(staff, anna!);
  await dna.addCandidate(staff, anna!, memberIds[3]!);
  await dna.markMatched(staff, anna!);
  await dna.startMatching(staff, john!);
  await dna.addCandidate(staff, john!, memberIds[1]!);
  return orders.length;
}
