import { type AccountVo, CurrencyId } from '@volna/contracts';
import { Button, Popup } from 'antd-mobile';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compareMoney, formatMoney } from '../format/money.ts';
import { useAccounts } from '../payments/accounts.ts';
import { isCompleteAmount } from '../payments/amount-input.ts';
import { PayPasswordSheet } from '../payments/PayPasswordSheet.tsx';
import { paymentProblem } from '../payments/payment-errors.ts';
import { useTopUpPrompt } from '../payments/top-up-prompt.ts';
import { useIdempotencyKey } from '../payments/useIdempotencyKey.ts';
import styles from '../payments/trade.module.css';
import { AmountField, currencyCodeOf, PayAccountField, RateField } from './TradeFields.tsx';
import { ReceiveCurrencyField, SubmitWithProblem } from './TradeFields.tsx';

/** Spec §5: the least amount a trade may carry (given and received). */
const AMOUNT_MIN = '1';

/**
 * The terms every trade publishes (P2P request, exchange ad): the balance that pays (the first with money in it
 * until the user picks one), how much, the currency wanted, the rate and so what is received (`preview`).
 */
export function useTradeTerms(preview: (payAmount: string, rate: string) => string) {
  const { i18n } = useTranslation();
  const accounts = useAccounts();
  const [account, setAccount] = useState<AccountVo | null>(null);
  const [payAmount, setPayAmount] = useState('');
  const [receiveCurrencyId, setReceiveCurrencyId] = useState<number>(CurrencyId.CNY);
  const [rate, setRate] = useState('');

  useEffect(() => {
    if (account === null && accounts.data)
      setAccount(accounts.data.find((a) => compareMoney(a.balance, '0') > 0) ?? null);
  }, [account, accounts.data]);

  const amountOk = isCompleteAmount(payAmount) && compareMoney(payAmount, AMOUNT_MIN) >= 0;
  const rateOk = isCompleteAmount(rate) && compareMoney(rate, '0') > 0;
  const receiveAmount = amountOk && rateOk ? preview(payAmount, rate) : '';
  const receiveOk = receiveAmount !== '' && compareMoney(receiveAmount, AMOUNT_MIN) >= 0;
  return {
    accounts,
    account,
    setAccount,
    payAmount,
    setPayAmount,
    receiveCurrencyId,
    setReceiveCurrencyId,
    rate,
    setRate,
    amountOk,
    receiveAmount,
    receiveOk,
    /** Account chosen, amount and received amount within the limits. */
    ready: account !== null && amountOk && receiveOk,
    receiveCode: currencyCodeOf(receiveCurrencyId),
    money: (amount: string, currency: string) => formatMoney(amount, { locale: i18n.language, currency }),
  };
}

export type TradeTerms = ReturnType<typeof useTradeTerms>;

/** A line of the confirm sheet. */
export type Figure = { label: string; value: string; testId?: string };

/**
 * One publish form for the trade areas (issue 33): the terms' fields, the area's own fields (`lead` before them,
 * `extra` after the preview, `sections` below), then "Next": the area's `check` (is the money there? anything to save
 * first?) → the confirm sheet with its figures → the pay password → `publish` under one Idempotency-Key per intent.
 * An insufficient balance opens the top-up prompt; any other refusal is shown above the button.
 */
export function TradePublishForm<Q, B extends { payPassword: string }, R>({
  ns,
  terms,
  ready,
  lead,
  receiveBelow,
  previewBelow,
  extra,
  sections,
  last,
  check,
  figures,
  note,
  body,
  send: sendBody,
  onDone,
}: {
  /** The namespace of the texts, and of the ids and test ids: `<ns>-pay-amount`, `-rate`, `-receive-amount`, `-next`, `-publish`. */
  ns: string;
  terms: TradeTerms;
  /** The terms' readiness and the area's own fields'. */
  ready: boolean;
  lead?: ReactNode;
  receiveBelow?: ReactNode;
  previewBelow?: ReactNode;
  extra?: ReactNode;
  sections?: ReactNode;
  /** The area's fields in the last card, above the problem and the button. */
  last?: ReactNode;
  /** What the confirm sheet shows, or 'topUp' when the money is not there. */
  check: () => Promise<Q | 'topUp'>;
  figures: (quote: Q, account: AccountVo) => Figure[];
  note: string;
  /** The request with the pay password; the rest of it is the intent its Idempotency-Key is for. */
  body: (payPassword: string) => B;
  send: (body: B, idempotencyKey: string) => Promise<R>;
  onDone: (result: R) => void;
}) {
  const { t } = useTranslation();
  const keys = useIdempotencyKey();
  const topUp = useTopUpPrompt();
  const [problem, setProblem] = useState('');
  const [checking, setChecking] = useState(false);
  const [quote, setQuote] = useState<Q | null>(null);
  const [paying, setPaying] = useState(false);
  const { account, payAmount, money } = terms;
  const failed = (error: unknown) =>
    setProblem(error instanceof Error && error.message ? error.message : t(`${ns}:form.failed`));

  const send = async (payPassword: string) => {
    const { payPassword: _secret, ...intent } = body(payPassword);
    return keys.run(intent, (key) => sendBody(body(payPassword), key));
  };

  const next = async () => {
    setProblem('');
    setChecking(true);
    try {
      const checked = await check();
      if (checked === 'topUp') void topUp();
      else setQuote(checked);
    } catch (error) {
      if (paymentProblem(error) === 'insufficientBalance') void topUp();
      else failed(error);
    } finally {
      setChecking(false);
    }
  };

  return (
    <>
      <section className={styles.card}>
        {lead}
        <PayAccountField ns={ns} accounts={terms.accounts} value={account} onChange={terms.setAccount} />
        <AmountField
          id={`${ns}-pay-amount`}
          label={t(`${ns}:form.payAmount`)}
          value={payAmount}
          onChange={terms.setPayAmount}
          placeholder={t(`${ns}:form.payAmountPlaceholder`)}
          below={
            <>
              {payAmount !== '' && !terms.amountOk && (
                <p className={styles.hint}>{t(`${ns}:form.amountMin`)}</p>
              )}
              {account && terms.amountOk && compareMoney(payAmount, account.balance) > 0 && (
                <p className={styles.error}>{t(`${ns}:form.overBalance`)}</p>
              )}
            </>
          }
        />
        <ReceiveCurrencyField
          ns={ns}
          value={terms.receiveCurrencyId}
          onChange={terms.setReceiveCurrencyId}
          below={receiveBelow}
        />
        <RateField
          ns={ns}
          id={`${ns}-rate`}
          value={terms.rate}
          onChange={terms.setRate}
          pay={account?.currencyCode ?? ''}
          receive={terms.receiveCode}
        />
        <div className={styles.field}>
          <span className={styles.label}>{t(`${ns}:form.receiveAmount`)}</span>
          <p data-testid={`${ns}-receive-amount`}>
            {terms.receiveAmount ? money(terms.receiveAmount, terms.receiveCode) : '—'}
          </p>
          {terms.receiveAmount !== '' && !terms.receiveOk && (
            <p className={styles.hint}>{t(`${ns}:form.amountMin`)}</p>
          )}
          {previewBelow}
        </div>
        {extra}
      </section>
      {sections}
      <section className={styles.card}>
        {last}
        <SubmitWithProblem
          problem={problem}
          testId={`${ns}-next`}
          disabled={!ready}
          loading={checking}
          onClick={() => void next()}
        >
          {t('common:next')}
        </SubmitWithProblem>
      </section>

      <Popup visible={quote !== null} onMaskClick={() => setQuote(null)} bodyClassName={styles.sheet}>
        <h2 className={styles.sheetTitle}>{t(`${ns}:confirm.title`)}</h2>
        {account && quote !== null && (
          <dl className={styles.figures}>
            {figures(quote, account).map((f) => (
              <div key={f.label} className={styles.figure}>
                <dt>{f.label}</dt>
                <dd data-testid={f.testId}>{f.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <p className={styles.hint}>{note}</p>
        <Button
          className={styles.submit}
          block
          color="primary"
          size="large"
          data-testid={`${ns}-publish`}
          onClick={() => {
            setQuote(null);
            setPaying(true);
          }}
        >
          {t(`${ns}:confirm.publish`)}
        </Button>
      </Popup>

      <PayPasswordSheet
        visible={paying}
        onClose={() => setPaying(false)}
        description={account ? money(payAmount, account.currencyCode) : undefined}
        onSubmit={send}
        onSuccess={(result) => onDone(result as R)}
        onError={(error) => {
          if (paymentProblem(error) === 'insufficientBalance') void topUp();
          else failed(error);
        }}
      />
    </>
  );
}
