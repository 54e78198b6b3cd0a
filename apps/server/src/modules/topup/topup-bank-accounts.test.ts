import {
  accountKeyMatches,
  correspondentKeyMatches,
  ResultCode,
  StaffRole,
  TOPUP_BANKS,
  TopUpStatus,
} from '@volna/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness.ts';
import { signUp } from '../users/users.test-support.ts';
import { admin, startTopUp, walletUser } from './topup.test-support.ts';

const LIST = '/admin/api/topup/bankAccount/list';
const UPDATE = '/admin/api/topup/bankAccount';

/** The real correspondent accounts of the nine banks at the Bank of Russia, as migration 0007 seeds them. */
const REAL_CORRESPONDENT_ACCOUNTS = [
  ['044525225', '30101810400000000225'],
  ['044525974', '30101810145250000974'],
  ['044525187', '30101810700000000187'],
  ['044525593', '30101810200000000593'],
  ['044525823', '30101810200000000823'],
  ['044525700', '30101810200000000700'],
  ['044525256', '30101810000000000256'],
  ['043469743', '30101810300000000743'],
  ['044525985', '30101810300000000985'],
] as const;

/** VTB's real BIC and correspondent account with an account whose control key was worked out by hand. */
const VTB_REQUISITES = {
  bankCode: 'vtb',
  bankName: 'Банк ВТБ (ПАО), г. Москва',
  recipient: 'ООО «Волна Платежи»',
  accountNumber: '40702810400000000042',
  bic: '044525187',
  correspondentAccount: '30101810700000000187',
  inn: '7707083893',
  kpp: '773601001',
};

const t = useTestApp();
let staffToken: string;
beforeAll(async () => {
  staffToken = (await admin(t)).token;
});

const listAsStaff = async () => {
  const res = await t.call('GET', LIST, { token: staffToken });
  expect(res.status).toBe(200);
  return res.body.data as Array<Record<string, unknown>>;
};
const update = (body: Record<string, unknown>, token = staffToken, lang: 'en' | 'ru' | 'zh' | 'ja' = 'en') =>
  t.call('PUT', UPDATE, { token, lang, body });

/** A digit changed by one, as a typo would. */
const typo = (digits: string, at: number) =>
  `${digits.slice(0, at)}${(Number(digits[at]) + 1) % 10}${digits.slice(at + 1)}`;

describe('the Bank of Russia control key', () => {
  it('accepts real accounts: the IBAN registry example for Russia and the seeded Sberbank account', () => {
    // RU0304452522540817810538091310419 in the SWIFT IBAN registry: BIC 044525225, account 40817810538091310419.
    expect(accountKeyMatches('40817810538091310419', '044525225')).toBe(true);
    expect(accountKeyMatches('40702810938000000001', '044525225')).toBe(true);
  });

  it.each(REAL_CORRESPONDENT_ACCOUNTS)('accepts the real correspondent account of BIC %s', (bic, account) => {
    expect(correspondentKeyMatches(account, bic)).toBe(true);
  });

  it('catches a typo in any digit of the account or of the BIC', () => {
    const [account, bic] = ['40817810538091310419', '044525225'];
    for (let at = 0; at < 20; at++) expect(accountKeyMatches(typo(account, at), bic)).toBe(false);
    for (let at = 6; at < 9; at++) expect(accountKeyMatches(account, typo(bic, at))).toBe(false);
    const [corrBic, corr] = REAL_CORRESPONDENT_ACCOUNTS[0];
    for (let at = 0; at < 20; at++) expect(correspondentKeyMatches(typo(corr, at), corrBic)).toBe(false);
    for (let at = 4; at < 6; at++) expect(correspondentKeyMatches(corr, typo(corrBic, at))).toBe(false);
  });
});

describe('GET /admin/api/topup/bankAccount/list', () => {
  it('staff see the requisites of all nine banks, in the order of TOPUP_BANKS', async () => {
    const rows = await listAsStaff();
    expect(rows.map((r) => r.bankCode)).toEqual([...TOPUP_BANKS]);
    expect(rows[0]).toEqual({
      bankCode: 'sberbank',
      bankName: 'ПАО Сбербанк',
      recipient: 'ООО «Волна»',
      accountNumber: '40702810938000000001',
      bic: '044525225',
      correspondentAccount: '30101810400000000225',
      inn: '7701000001',
      kpp: '770101001',
      active: true,
    });
  });

  it('the seeded examples are well-formed: each could be saved back as it is', async () => {
    for (const { active: _active, ...requisites } of await listAsStaff()) {
      const res = await update(requisites);
      expect(res.status, String(requisites.bankCode)).toBe(200);
    }
  });
});

describe('PUT /admin/api/topup/bankAccount', () => {
  it('staff replace a bank’s requisites: new top-ups and the list answer them, other banks keep theirs', async () => {
    const before = await listAsStaff();
    const res = await update({
      ...VTB_REQUISITES,
      bankName: `  ${VTB_REQUISITES.bankName}  `,
      accountNumber: ` ${VTB_REQUISITES.accountNumber} `,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ ...VTB_REQUISITES, active: true });

    const after = await listAsStaff();
    expect(after.find((r) => r.bankCode === 'vtb')).toEqual({ ...VTB_REQUISITES, active: true });
    expect(after.filter((r) => r.bankCode !== 'vtb')).toEqual(before.filter((r) => r.bankCode !== 'vtb'));

    const user = await walletUser(t);
    const topUp = await startTopUp(t, user.token, { bankCode: 'vtb', amount: '250' });
    expect(topUp.status).toBe(200);
    const { purpose: _, ...requisites } = topUp.body.data.requisites;
    expect(requisites).toEqual(VTB_REQUISITES);
    expect(topUp.body.data.paymentQr).toContain(
      'Name=ООО «Волна Платежи»|PersonalAcc=40702810400000000042|BankName=Банк ВТБ (ПАО), г. Москва|BIC=044525187',
    );
  });

  it('a top-up opened before the change shows the new requisites: they are the platform’s current account', async () => {
    const user = await walletUser(t);
    const opened = await startTopUp(t, user.token, { bankCode: 'tbank', amount: '100' });
    expect(opened.body.data.requisites.accountNumber).toBe('40702810910000000002');
    const tbank = {
      bankCode: 'tbank',
      bankName: 'АО «ТБанк»',
      recipient: 'ООО «Волна»',
      accountNumber: '40702810210000123456',
      bic: '044525974',
      correspondentAccount: '30101810145250000974',
      inn: '770100000123',
      kpp: '770101001',
    };
    expect((await update(tbank)).status).toBe(200);
    const shown = await t.call('GET', `/app/topup/${opened.body.data.id}`, { token: user.token });
    expect(shown.body.data).toMatchObject({
      status: TopUpStatus.awaitingProof,
      requisites: { accountNumber: '40702810210000123456', inn: '770100000123' },
    });
  });

  const long = 'Я'.repeat(201);
  it.each([
    ['bankName', '', 'topUpBankNameInvalid'],
    ['bankName', '   ', 'topUpBankNameInvalid'],
    ['bankName', long, 'topUpBankNameInvalid'],
    ['bankName', undefined, 'topUpBankNameInvalid'],
    ['recipient', '', 'topUpRecipientInvalid'],
    ['recipient', long, 'topUpRecipientInvalid'],
    ['recipient', 42, 'topUpRecipientInvalid'],
    ['accountNumber', '4070281040000000004', 'topUpAccountNumberInvalid'],
    ['accountNumber', '407028104000000000421', 'topUpAccountNumberInvalid'],
    ['accountNumber', '4070281040000000004A', 'topUpAccountNumberInvalid'],
    ['accountNumber', '40702810500000000042', 'topUpAccountNumberKey'],
    ['bic', '044525188', 'topUpAccountNumberKey'],
    ['bic', '144525187', 'topUpBicInvalid'],
    ['bic', '04452518', 'topUpBicInvalid'],
    ['bic', undefined, 'topUpBicInvalid'],
    ['correspondentAccount', '30201810700000000187', 'topUpCorrespondentAccountInvalid'],
    ['correspondentAccount', '3010181070000000018', 'topUpCorrespondentAccountInvalid'],
    ['correspondentAccount', '30101810800000000187', 'topUpCorrespondentAccountKey'],
    ['inn', '770708389', 'topUpInnInvalid'],
    ['inn', '77070838931', 'topUpInnInvalid'],
    ['inn', '77070838930000', 'topUpInnInvalid'],
    ['inn', '77O7083893', 'topUpInnInvalid'],
    ['kpp', '77360100', 'topUpKppInvalid'],
    ['kpp', '7736010010', 'topUpKppInvalid'],
    ['kpp', '', 'topUpKppInvalid'],
  ] as const)(
    '%s = %j is refused with 400 naming the field, and nothing changes',
    async (field, value, code) => {
      const before = await listAsStaff();
      const res = await update({ ...VTB_REQUISITES, bankCode: 'rosbank', [field]: value });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: ResultCode[code] });
      // A BIC that breaks the account's key is reported on the account, the field the key belongs to.
      expect(res.body.msg).toContain(
        field === 'bic' && code === 'topUpAccountNumberKey' ? 'accountNumber' : field,
      );
      expect(await listAsStaff()).toEqual(before);
    },
  );

  it('the refusal is in the caller’s language', async () => {
    for (const [lang, text] of [
      ['en', 'exactly 20 digits'],
      ['ru', 'ровно 20 цифр'],
      ['zh', '20 位数字'],
      ['ja', '20桁の数字'],
    ] as const) {
      const res = await update({ ...VTB_REQUISITES, accountNumber: '123' }, staffToken, lang);
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain('accountNumber');
      expect(res.body.msg).toContain(text);
    }
  });

  it.each(['monobank', '', undefined])(
    'an unknown bank (%j) is refused with 400 and nothing changes',
    async (bankCode) => {
      const before = await listAsStaff();
      const res = await update({ ...VTB_REQUISITES, bankCode });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(ResultCode.topUpBankUnknown);
      expect(res.body.msg).toContain('bankCode');
      expect(await listAsStaff()).toEqual(before);
    },
  );
});

describe('who may keep the requisites', () => {
  it('a user without the administrator role gets the refusal confirming a top-up gives, and nothing changes', async () => {
    const user = await walletUser(t);
    const confirm = await t.call('POST', '/admin/api/topup/confirm', {
      token: user.token,
      lang: 'en',
      body: { id: 1 },
    });
    expect(confirm.status).toBe(403);
    expect(confirm.body.code).toBe(ResultCode.forbidden);
    const before = await listAsStaff();

    const list = await t.call('GET', LIST, { token: user.token, lang: 'en' });
    const put = await update({ ...VTB_REQUISITES, bankCode: 'sovcombank', bic: '044525187' }, user.token);
    for (const res of [list, put]) {
      expect(res.status).toBe(confirm.status);
      expect(res.body).toEqual(confirm.body);
    }
    expect(await listAsStaff()).toEqual(before);
  });

  it('customer service staff cannot change where money goes either', async () => {
    const agent = await signUp(t);
    await t.app.services.users.setStaffRole(agent.id, StaffRole.customerService);
    const res = await update(VTB_REQUISITES, agent.token);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(ResultCode.forbidden);
  });

  it('without signing in: 401', async () => {
    const res = await t.call('GET', LIST);
    expect(res.status).toBe(401);
  });
});
