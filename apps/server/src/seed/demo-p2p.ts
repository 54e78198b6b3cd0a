import { CurrencyId, p2pReceiveAmount } from '@volna/contracts';
import type { P2pRequest } from '../modules/p2p/p2p.service.ts';
import type { Services } from '../services.ts';

/**
 * Open P2P withdrawal requests of the demo users (issue 13), so a newcomer's P2P list shows believable offers to take:
 * each is a real request whose amount is frozen in its owner's wallet. Index i belongs to the i-th ordinary demo
 * user (Анна, 王芳, John, Дмитрий); one Idempotency-Key each makes it happen once however often the server starts.
 */
const DEMO_REQUESTS: { owner: number; request: Omit<P2pRequest, 'receiveAmount'> }[] = [
  {
    owner: 1,
    request: {
      payCurrencyId: CurrencyId.RUB,
      payAmount: '5000',
      receiveCurrencyId: CurrencyId.CNY,
      rate: '0.079',
      cardNumber: '6217000012345678901',
      phone: '',
      bank: '中国银行 Bank of China',
      name: '王芳',
      comment: '工作日 10:00–18:00 到账最快',
    },
  },
  {
    owner: 0,
    request: {
      payCurrencyId: CurrencyId.USD,
      payAmount: '50',
      receiveCurrencyId: CurrencyId.RUB,
      rate: '92.5',
      cardNumber: '',
      phone: '+79161234567',
      bank: 'Т-Банк',
      name: 'Анна С.',
      comment: 'Перевод по СБП на номер телефона',
    },
  },
  {
    owner: 3,
    request: {
      payCurrencyId: CurrencyId.RUB,
      payAmount: '2500',
      receiveCurrencyId: CurrencyId.RUB,
      rate: '1',
      cardNumber: '2202200012345678',
      phone: '',
      bank: 'Сбербанк',
      name: 'Дмитрий К.',
      comment: 'Можно в любое время',
    },
  },
  {
    owner: 2,
    request: {
      payCurrencyId: CurrencyId.RUB,
      payAmount: '1500',
      receiveCurrencyId: CurrencyId.USD,
      rate: '0.0108',
      cardNumber: '4111111111111111',
      phone: '',
      bank: 'Wise',
      name: 'John Miller',
      comment: 'USD account, any time zone',
    },
  },
];

/**
 * 王芳's request taken by John (issue 32): an open deal between two demo users, so the chat list's wallet tab of
 * either login holds their deal chat with its order card on first start.
 */
const DEMO_TAKEN = { request: 0, payer: 2 };

/** Publishes the demo requests not published yet and takes the one demo deal; answers how many requests it made now. */
export async function seedDemoP2p(services: Services, memberIds: number[]) {
  let made = 0;
  for (const [index, { owner, request }] of DEMO_REQUESTS.entries()) {
    const userId = memberIds[owner];
    if (userId === undefined) continue;
    const receiveAmount = p2pReceiveAmount(request.payAmount, request.rate);
    if (await services.p2p.seedRequest(userId, { ...request, receiveAmount }, `seed-demo-p2p-${index}`))
      made++;
  }
  const owner = memberIds[DEMO_REQUESTS[DEMO_TAKEN.request]!.owner];
  const payer = memberIds[DEMO_TAKEN.payer];
  if (owner !== undefined && payer !== undefined)
    await services.p2p.seedRespond(owner, `seed-demo-p2p-${DEMO_TAKEN.request}`, payer);
  return made;
}
