import {
  type AccountVo,
  CURRENCY_CODES,
  CurrencyId,
  EXCHANGE_REMARK_MAX_LENGTH,
  type ExchangeAdVo,
  type ExchangeCheckMoneyVo,
  type ExchangePublishBody,
  ExchangeType,
  type ExchangeTypeValue,
  RATE_DECIMALS,
} from '@volna/contracts';
import { Button, Input, Popup, Selector, Skeleton } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compareMoney, formatMoney } from '../../../shared/format/money.ts';
import { useAccounts } from '../../../shared/payments/accounts.ts';
import { AmountInput } from '../../../shared/payments/AmountInput.tsx';
import { isCompleteAmount } from '../../../shared/payments/amount-input.ts';
import { PayPasswordSheet } from '../../../shared/payments/PayPasswordSheet.tsx';
import { paymentProblem } from '../../../shared/payments/payment-errors.ts';
import { useTopUpPrompt } from '../../../shared/payments/top-up-prompt.ts';
import { useIdempotencyKey } from '../../../shared/payments/useIdempotencyKey.ts';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import { checkExchangeMoney, saveExchangeAddress, usePublishExchange } from '../api/publishExchange.ts';
import { exchangeReceivePreview } from '../model/exchange-steps.ts';
import styles from '../../../shared/payments/trade.module.css';

/** Spec §5: the least amount an exchange may carry (sold and received). */
const AMOUNT_MIN = '1';
/** Recipient countries offered for OTC payouts; their names come from the browser in the app's language. */
const COUNTRIES = ['RU', 'CN', 'KZ', 'BY', 'UZ', 'KG', 'AM', 'GE', 'TR', 'AE', 'JP', 'US'] as const;
const accountOk = (v: string) => /^[A-Za-z0-9 +-]{4,40}$/.test(v.trim());

/**
 * The exchange request (spec §3, §5): type (platform-settled or OTC), what I sell from my wallet (frozen with the fee
 * when published), the currency I want and my rate, so what I receive; for OTC the recipient country and receiving
 * account. "Next" asks the server whether the money and fee are there, then a confirm sheet, then the pay password.
 */
export function ExchangePublishForm({ onDone }: { onDone: (ad: ExchangeAdVo) => void }) {
  const { t, i18n } = useTranslation();
  const accounts = useAccounts();
  const publish = usePublishExchange();
  const keys = useIdempotencyKey();
  const topUp = useTopUpPrompt();
  const [type, setType] = useState<ExchangeTypeValue>(ExchangeType.platform);
  const [account, setAccount] = useState<AccountVo | null>(null);
  const [payAmount, setPayAmount] = useState('');
  const [receiveCurrencyId, setReceiveCurrencyId] = useState<number>(CurrencyId.CNY);
  const [rate, setRate] = useState('');
  const [remark, setRemark] = useState('');
  const [country, setCountry] = useState('');
  const [bankName, setBankName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [holderName, setHolderName] = useState('');
  const [addressId, setAddressId] = useState<number | undefined>();
  const [problem, setProblem] = useState('');
  const [checking, setChecking] = useState(false);
  const [quote, setQuote] = useState<ExchangeCheckMoneyVo | null>(null);
  const [paying, setPaying] = useState(false);
  const regionNames = new Intl.DisplayNames([i18n.language], { type: 'region' });

  useEffect(() => {
    if (account === null && accounts.data)
      setAccount(accounts.data.find((a) => compareMoney(a.balance, '0') > 0) ?? null);
  }, [account, accounts.data]);
  // A changed receiving account is saved anew before the next publish.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the inputs are what invalidates the saved id
  useEffect(() => setAddressId(undefined), [country, bankName, accountNumber, holderName]);

  const otc = type === ExchangeType.otc;
  const amountOk = isCompleteAmount(payAmount) && compareMoney(payAmount, AMOUNT_MIN) >= 0;
  const rateOk = isCompleteAmount(rate) && compareMoney(rate, '0') > 0;
  const receiveAmount = amountOk && rateOk ? exchangeReceivePreview(payAmount, rate) : '';
  const receiveOk = receiveAmount !== '' && compareMoney(receiveAmount, AMOUNT_MIN) >= 0;
  const sameCurrency = account?.currencyId === receiveCurrencyId;
  const addressOk =
    !otc ||
    (country !== '' && bankName.trim() !== '' && accountOk(accountNumber) && holderName.trim() !== '');
  const ready = account !== null && amountOk && receiveOk && !sameCurrency && addressOk;
  const receiveCode = CURRENCY_CODES.find((code) => CurrencyId[code] === receiveCurrencyId) ?? '';
  const money = (amount: string, currency: string) =>
    formatMoney(amount, { locale: i18n.language, currency });

  const body = (payPassword: string): ExchangePublishBody => ({
    type,
    payCurrencyId: account!.currencyId,
    payAmount,
    receiveCurrencyId,
    rate,
    remark: remark.trim(),
    ...(otc ? { addressId } : {}),
    payPassword,
  });

  const send = async (payPassword: string) => {
    const { payPassword: _secret, ...intent } = body(payPassword);
    try {
      const ad = await publish.mutateAsync({ body: body(payPassword), idempotencyKey: keys.keyFor(intent) });
      keys.settle();
      return ad;
    } catch (error) {
      keys.settle(error);
      throw error;
    }
  };

  const next = async () => {
    setProblem('');
    setChecking(true);
    try {
      const checked = await checkExchangeMoney({ payCurrencyId: account!.currencyId, payAmount });
      if (!checked.sufficient) return void topUp();
      if (otc && addressId === undefined) {
        const saved = await saveExchangeAddress({
          country,
          bankName: bankName.trim(),
          accountNumber: accountNumber.trim(),
          holderName: holderName.trim(),
          remark: '',
        });
        setAddressId(saved.id);
      }
      setQuote(checked);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : t('exchange:form.failed'));
    } finally {
      setChecking(false);
    }
  };

  const text = (id: string, label: string, value: string, set: (v: string) => void, invalid = false) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        <Input id={id} value={value} onChange={set} maxLength={64} clearable />
      </div>
      {invalid && <p className={styles.error}>{t('exchange:form.invalid')}</p>}
    </div>
  );

  return (
    <>
      <section className={styles.card}>
        <div className={styles.field}>
          <span className={styles.label}>{t('exchange:form.type')}</span>
          <Selector
            columns={2}
            value={[type]}
            onChange={(v) => v[0] !== undefined && setType(v[0])}
            options={[ExchangeType.platform, ExchangeType.otc].map((value) => ({
              value,
              label: t(`exchange:type.${value}`),
              description: t(`exchange:typeHint.${value}`),
            }))}
          />
        </div>
        <div className={styles.field}>
          <span className={styles.label}>{t('exchange:form.payCurrency')}</span>
          {accounts.isPending && <Skeleton.Paragraph lineCount={1} animated />}
          {accounts.data && (
            <Selector
              columns={2}
              value={account ? [account.currencyId] : []}
              onChange={(ids) => setAccount(accounts.data.find((a) => a.currencyId === ids[0]) ?? null)}
              options={accounts.data.map((a) => ({
                value: a.currencyId,
                label: a.currencyCode,
                description: formatMoney(a.balance, { locale: i18n.language }),
              }))}
            />
          )}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="exchange-pay-amount">
            {t('exchange:form.payAmount')}
          </label>
          <div className={styles.row}>
            <AmountInput
              id="exchange-pay-amount"
              value={payAmount}
              onChange={setPayAmount}
              placeholder={t('exchange:form.payAmountPlaceholder')}
            />
          </div>
          {payAmount !== '' && !amountOk && <p className={styles.hint}>{t('exchange:form.amountMin')}</p>}
          {account && amountOk && compareMoney(payAmount, account.balance) > 0 && (
            <p className={styles.error}>{t('exchange:form.overBalance')}</p>
          )}
        </div>
        <div className={styles.field}>
          <span className={styles.label}>{t('exchange:form.receiveCurrency')}</span>
          <Selector
            columns={3}
            value={[receiveCurrencyId]}
            onChange={(ids) => ids[0] !== undefined && setReceiveCurrencyId(ids[0])}
            options={CURRENCY_CODES.map((code) => ({ value: CurrencyId[code], label: code }))}
          />
          {sameCurrency && <p className={styles.error}>{t('exchange:form.sameCurrency')}</p>}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="exchange-rate">
            {t('exchange:form.rate', { pay: account?.currencyCode ?? '', receive: receiveCode })}
          </label>
          <div className={styles.row}>
            <AmountInput
              id="exchange-rate"
              value={rate}
              onChange={setRate}
              maxDecimals={RATE_DECIMALS}
              placeholder={t('exchange:form.ratePlaceholder')}
            />
          </div>
        </div>
        <div className={styles.field}>
          <span className={styles.label}>{t('exchange:form.receiveAmount')}</span>
          <p data-testid="exchange-receive-amount">
            {receiveAmount ? money(receiveAmount, receiveCode) : '—'}
          </p>
          {receiveAmount !== '' && !receiveOk && (
            <p className={styles.hint}>{t('exchange:form.amountMin')}</p>
          )}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="exchange-remark">
            {t('exchange:form.remark')}
          </label>
          <TextArea
            id="exchange-remark"
            value={remark}
            onChange={setRemark}
            maxLength={EXCHANGE_REMARK_MAX_LENGTH}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
        </div>
      </section>
      {otc && (
        <section className={styles.card}>
          <h2 className={styles.label}>{t('exchange:form.addressTitle')}</h2>
          <div className={styles.field}>
            <span className={styles.label}>{t('exchange:form.country')}</span>
            <Selector
              columns={3}
              value={country ? [country] : []}
              onChange={(v) => setCountry(v[0] ?? '')}
              options={COUNTRIES.map((code) => ({ value: code, label: regionNames.of(code) ?? code }))}
            />
          </div>
          {text('exchange-bank', t('exchange:form.bank'), bankName, setBankName)}
          {text(
            'exchange-account',
            t('exchange:form.account'),
            accountNumber,
            setAccountNumber,
            accountNumber !== '' && !accountOk(accountNumber),
          )}
          {text('exchange-holder', t('exchange:form.holder'), holderName, setHolderName)}
        </section>
      )}
      <section className={styles.card}>
        {problem && (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        )}
        <Button
          block
          color="primary"
          size="large"
          disabled={!ready}
          loading={checking}
          data-testid="exchange-next"
          onClick={() => void next()}
        >
          {t('common:next')}
        </Button>
      </section>

      <Popup visible={quote !== null} onMaskClick={() => setQuote(null)} bodyClassName={styles.sheet}>
        <h2 className={styles.sheetTitle}>{t('exchange:confirm.title')}</h2>
        {account && quote && (
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt>{t('exchange:detail.sells')}</dt>
              <dd>{money(payAmount, account.currencyCode)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('exchange:detail.fee')}</dt>
              <dd>{money(quote.fee, account.currencyCode)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('exchange:detail.frozen')}</dt>
              <dd data-testid="exchange-frozen-total">{money(quote.required, account.currencyCode)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('exchange:detail.wants')}</dt>
              <dd>{money(receiveAmount, receiveCode)}</dd>
            </div>
          </dl>
        )}
        <p className={styles.hint}>{t(`exchange:confirm.note${type}`)}</p>
        <Button
          className={styles.submit}
          block
          color="primary"
          size="large"
          data-testid="exchange-publish"
          onClick={() => {
            setQuote(null);
            setPaying(true);
          }}
        >
          {t('exchange:confirm.publish')}
        </Button>
      </Popup>

      <PayPasswordSheet
        visible={paying}
        onClose={() => setPaying(false)}
        description={account ? money(payAmount, account.currencyCode) : undefined}
        onSubmit={send}
        onSuccess={(result) => onDone(result as ExchangeAdVo)}
        onError={(error) => {
          if (paymentProblem(error) === 'insufficientBalance') void topUp();
          else
            setProblem(error instanceof Error && error.message ? error.message : t('exchange:form.failed'));
        }}
      />
    </>
  );
}
