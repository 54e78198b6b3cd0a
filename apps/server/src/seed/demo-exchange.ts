import { CurrencyId, ExchangeType, type ExchangePublishBody } from '@volna/contracts';
import type { Services } from '../services.ts';

/**
 * Open exchange ads of the demo users (issue 13), so a newcomer's exchange list shows believable offers at rates
 * near the staff prices: each is a real ad whose amount and fee are frozen in its owner's wallet. Index i belongs to
 * the i-th ordinary demo user (Анна, 王芳, John, Дмитрий); one Idempotency-Key each makes it happen once however
 * often the server starts. 王芳's is OTC, paid to her Chinese bank account.
 */
const DEMO_ADS: { owner: number; ad: Omit<ExchangePublishBody, 'payPassword' | 'addressId'> }[] = [
  {
    owner: 0,
    ad: {
      type: ExchangeType.platform,
      payCurrencyId: CurrencyId.RUB,
      payAmount: '3000',
      receiveCurrencyId: CurrencyId.CNY,
      rate: '0.078',
      remark: 'Быстрый обмен, без ожидания',
    },
  },
  {
    owner: 2,
    ad: {
      type: ExchangeType.platform,
      payCurrencyId: CurrencyId.USD,
      payAmount: '40',
      receiveCurrencyId: CurrencyId.RUB,
      rate: '92.8',
      remark: 'USD for roubles at a fair rate',
    },
  },
  {
    owner: 3,
    ad: {
      type: ExchangeType.platform,
      payCurrencyId: CurrencyId.RUB,
      payAmount: '2000',
      receiveCurrencyId: CurrencyId.USD,
      rate: '0.0107',
      remark: 'Меняю рубли на доллары',
    },
  },
  {
    owner: 1,
    ad: {
      type: ExchangeType.otc,
      payCurrencyId: CurrencyId.RUB,
      payAmount: '4000',
      receiveCurrencyId: CurrencyId.CNY,
      rate: '0.0785',
      remark: '人民币转账到工商银行，工作日当天处理',
    },
  },
];

/** Publishes the demo ads not published yet; answers how many it made now. */
export async function seedDemoExchange(services: Services, memberIds: number[]) {
  let made = 0;
  for (const [index, { owner, ad }] of DEMO_ADS.entries()) {
    const userId = memberIds[owner];
    if (userId === undefined) continue;
    const addressId =
      ad.type === ExchangeType.otc
        ? (
            await services.exchange.saveAddressOnce(userId, {
              country: 'CN',
              bankName: '中国工商银行 ICBC',
              accountNumber: '6222 0212 3456 7890',
              holderName: '王芳',
              remark: '',
            })
          ).id
        : undefined;
    if (await services.exchange.seedAd(userId, { ...ad, addressId }, `seed-demo-exchange-${index}`)) made++;
  }
  return made;
}
