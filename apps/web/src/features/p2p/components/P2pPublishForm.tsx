import {
  type AccountVo,
  CURRENCY_CODES,
  CurrencyId,
  type P2pOrderVo,
  type P2pPublishBody,
  p2pReceiveAmount,
  RATE_DECIMALS,
  TEXTAREA_MAX_LENGTH,
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
import { checkP2pMoney, usePublishP2p } from '../api/publishP2p.ts';
import styles from '../../../shared/payments/trade.module.css';

/** Spec §5: the least amount a request may carry. */
const AMOUNT_MIN = '1';
const cardOk = (v: string) => /^(\d{12,19})?$/.test(v.replace(/\s+/g, ''));
const phoneOk = (v: string) => /^(\+?\d{7,15})?$/.test(v.replace(/[\s()-]+/g, ''));

/**
 * The withdrawal request (spec §3): what I give from my wallet (frozen when published), the rate and so what I
 * receive outside, where to (card or phone, bank, name), an optional comment. "Next" asks the server whether the
 * money is there (checkMoney), then a confirm sheet, then the pay password. P2P has no fee (spec §9).
 */
export function P2pPublishForm({ onDone }: { onDone: (order: P2pOrderVo) => void }) {
  const { t, i18n } = useTranslation();
  const accounts = useAccounts();
  const publish = usePublishP2p();
  const keys = useIdempotencyKey();
  const topUp = useTopUpPrompt();
  const [account, setAccount] = useState<AccountVo | null>(null);
  const [payAmount, setPayAmount] = useState('');
  const [receiveCurrencyId, setReceiveCurrencyId] = useState<number>(CurrencyId.CNY);
  const [rate, setRate] = useState('');
  const [cardNumber, setCardNumber] = useState('');
  const [phone, setPhone] = useState('');
  const [bank, setBank] = useState('');
  const [name, setName] = useState('');
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState('');
  const [checking, setChecking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [paying, setPaying] = useState(false);

  // The first balance with money in it is chosen for the user; he may pick another.
  useEffect(() => {
    if (account === null && accounts.data)
      setAccount(accounts.data.find((a) => compareMoney(a.balance, '0') > 0) ?? null);
  }, [account, accounts.data]);

  const amountOk = isCompleteAmount(payAmount) && compareMoney(payAmount, AMOUNT_MIN) >= 0;
  const rateOk = isCompleteAmount(rate) && compareMoney(rate, '0') > 0;
  const receiveAmount = amountOk && rateOk ? p2pReceiveAmount(payAmount, rate) : '';
  const receiveOk = receiveAmount !== '' && compareMoney(receiveAmount, AMOUNT_MIN) >= 0;
  const payeeOk =
    (cardNumber.trim() !== '' || phone.trim() !== '') &&
    cardOk(cardNumber) &&
    phoneOk(phone) &&
    bank.trim() !== '' &&
    name.trim() !== '';
  const ready = account !== null && amountOk && receiveOk && payeeOk;
  const receiveCode = CURRENCY_CODES.find((code) => CurrencyId[code] === receiveCurrencyId) ?? '';
  const money = (amount: string, currency: string) =>
    formatMoney(amount, { locale: i18n.language, currency });

  const body = (payPassword: string): P2pPublishBody => ({
    payCurrencyId: account!.currencyId,
    payAmount,
    receiveCurrencyId,
    receiveAmount,
    rate,
    cardNumber: cardNumber.replace(/\s+/g, ''),
    phone: phone.replace(/[\s()-]+/g, ''),
    bank: bank.trim(),
    name: name.trim(),
    comment: comment.trim(),
    payPassword,
  });

  const send = async (payPassword: string) => {
    const { payPassword: _secret, ...intent } = body(payPassword);
    try {
      const order = await publish.mutateAsync({
        body: body(payPassword),
        idempotencyKey: keys.keyFor(intent),
      });
      keys.settle();
      return order;
    } catch (error) {
      keys.settle(error);
      throw error;
    }
  };

  const next = async () => {
    setProblem('');
    setChecking(true);
    try {
      await checkP2pMoney({ payCurrencyId: account!.currencyId, payAmount });
      setConfirming(true);
    } catch (error) {
      if (paymentProblem(error) === 'insufficientBalance') void topUp();
      else setProblem(error instanceof Error ? error.message : t('p2p:form.failed'));
    } finally {
      setChecking(false);
    }
  };

  const text = (
    id: string,
    label: string,
    value: string,
    set: (v: string) => void,
    options: { inputMode?: 'numeric' | 'tel'; invalid?: boolean; placeholder?: string } = {},
  ) => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <div className={styles.row}>
        <Input
          id={id}
          value={value}
          onChange={set}
          inputMode={options.inputMode}
          placeholder={options.placeholder}
          maxLength={64}
          clearable
        />
      </div>
      {options.invalid && <p className={styles.error}>{t('p2p:form.invalid')}</p>}
    </div>
  );

  return (
    <>
      <section className={styles.card}>
        <div className={styles.field}>
          <span className={styles.label}>{t('p2p:form.payCurrency')}</span>
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
          <label className={styles.label} htmlFor="p2p-pay-amount">
            {t('p2p:form.payAmount')}
          </label>
          <div className={styles.row}>
            <AmountInput
              id="p2p-pay-amount"
              value={payAmount}
              onChange={setPayAmount}
              placeholder={t('p2p:form.payAmountPlaceholder')}
            />
          </div>
          {payAmount !== '' && !amountOk && <p className={styles.hint}>{t('p2p:form.amountMin')}</p>}
          {account && amountOk && compareMoney(payAmount, account.balance) > 0 && (
            <p className={styles.error}>{t('p2p:form.overBalance')}</p>
          )}
        </div>
        <div className={styles.field}>
          <span className={styles.label}>{t('p2p:form.receiveCurrency')}</span>
          <Selector
            columns={3}
            value={[receiveCurrencyId]}
            onChange={(ids) => ids[0] !== undefined && setReceiveCurrencyId(ids[0])}
            options={CURRENCY_CODES.map((code) => ({ value: CurrencyId[code], label: code }))}
          />
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="p2p-rate">
            {t('p2p:form.rate', { pay: account?.currencyCode ?? '', receive: receiveCode })}
          </label>
          <div className={styles.row}>
            <AmountInput
              id="p2p-rate"
              value={rate}
              onChange={setRate}
              maxDecimals={RATE_DECIMALS}
              placeholder={t('p2p:form.ratePlaceholder')}
            />
          </div>
        </div>
        <div className={styles.field}>
          <span className={styles.label}>{t('p2p:form.receiveAmount')}</span>
          <p data-testid="p2p-receive-amount">{receiveAmount ? money(receiveAmount, receiveCode) : '—'}</p>
          {receiveAmount !== '' && !receiveOk && <p className={styles.hint}>{t('p2p:form.amountMin')}</p>}
          <p className={styles.hint}>{t('p2p:form.noFee')}</p>
        </div>
      </section>
      <section className={styles.card}>
        <h2 className={styles.label}>{t('p2p:form.payeeTitle')}</h2>
        {text('p2p-card', t('p2p:form.cardNumber'), cardNumber, setCardNumber, {
          inputMode: 'numeric',
          invalid: !cardOk(cardNumber),
        })}
        {text('p2p-phone', t('p2p:form.phone'), phone, setPhone, {
          inputMode: 'tel',
          invalid: !phoneOk(phone),
        })}
        <p className={styles.hint}>{t('p2p:form.cardOrPhone')}</p>
        {text('p2p-bank', t('p2p:form.bank'), bank, setBank)}
        {text('p2p-name', t('p2p:form.name'), name, setName)}
        <div className={styles.field}>
          <label className={styles.label} htmlFor="p2p-comment">
            {t('p2p:form.comment')}
          </label>
          <TextArea
            id="p2p-comment"
            value={comment}
            onChange={setComment}
            maxLength={TEXTAREA_MAX_LENGTH}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
            placeholder={t('p2p:form.commentPlaceholder')}
          />
        </div>
        {problem && (
          <p className={styles.error} role="alert">
            {problem}
          </p>
        )}
        <Button
          className={styles.submit}
          block
          color="primary"
          size="large"
          disabled={!ready}
          loading={checking}
          data-testid="p2p-next"
          onClick={() => void next()}
        >
          {t('common:next')}
        </Button>
      </section>

      <Popup visible={confirming} onMaskClick={() => setConfirming(false)} bodyClassName={styles.sheet}>
        <h2 className={styles.sheetTitle}>{t('p2p:confirm.title')}</h2>
        {account && (
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt>{t('p2p:detail.frozen')}</dt>
              <dd>{money(payAmount, account.currencyCode)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('p2p:detail.receive')}</dt>
              <dd>{money(receiveAmount, receiveCode)}</dd>
            </div>
            <div className={styles.figure}>
              <dt>{t('p2p:detail.fee')}</dt>
              <dd>{t('p2p:detail.noFee')}</dd>
            </div>
          </dl>
        )}
        <p className={styles.hint}>{t('p2p:confirm.note')}</p>
        <Button
          className={styles.submit}
          block
          color="primary"
          size="large"
          data-testid="p2p-publish"
          onClick={() => {
            setConfirming(false);
            setPaying(true);
          }}
        >
          {t('p2p:confirm.publish')}
        </Button>
      </Popup>

      <PayPasswordSheet
        visible={paying}
        onClose={() => setPaying(false)}
        description={account ? money(payAmount, account.currencyCode) : undefined}
        onSubmit={send}
        onSuccess={(result) => onDone(result as P2pOrderVo)}
        onError={(error) => {
          if (paymentProblem(error) === 'insufficientBalance') void topUp();
          else setProblem(error instanceof Error && error.message ? error.message : t('p2p:form.failed'));
        }}
      />
    </>
  );
}
