import { type AccountVo, TEXTAREA_MAX_LENGTH, type TransferVo, type UserVo } from '@volna/contracts';
import { Button, Popup, Switch } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { compareMoney, formatMoney, formatPercent } from '../../../shared/format/money.ts';
import { useAccounts } from '../../../shared/payments/accounts.ts';
import { useCreateTransfer } from '../api/createTransfer.ts';
import { usePlatformTaxRate } from '../api/platformTaxRate.ts';
import { isCompleteAmount } from '../../../shared/payments/amount-input.ts';
import { paymentProblem } from '../../../shared/payments/payment-errors.ts';
import { useIdempotencyKey } from '../../../shared/payments/useIdempotencyKey.ts';
import { AmountInput } from '../../../shared/payments/AmountInput.tsx';
import { PayPasswordSheet } from '../../../shared/payments/PayPasswordSheet.tsx';
import { useTopUpPrompt } from '../../../shared/payments/top-up-prompt.ts';
import { CurrencyField } from './CurrencyField.tsx';
import { nextBlocker } from '../model/next-blocker.ts';
import { RecipientField } from './RecipientField.tsx';
import { TransferFigures } from './TransferFigures.tsx';
import { transferQuote } from '../model/transfer-quote.ts';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import styles from './transfer.module.css';

/** The transfer's least amount (spec §5: transfer amount at least 1). */
const TRANSFER_MIN = '1';

/**
 * Phone → recipient, currency, amount, remark and the safe-payment switch; then a confirm step with the currency,
 * amount, fee and total; then the pay password. The Idempotency-Key stays the same while a payment's outcome is
 * unknown, so a retry after a lost answer cannot pay twice.
 */
export function TransferForm({ onDone }: { onDone: (transfer: TransferVo) => void }) {
  const { t, i18n } = useTranslation();
  const [recipient, setRecipient] = useState<UserVo | null>(null);
  const [account, setAccount] = useState<AccountVo | null>(null);
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [safe, setSafe] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState('');
  const rate = usePlatformTaxRate();
  const create = useCreateTransfer();
  const keys = useIdempotencyKey();
  const topUp = useTopUpPrompt();
  const onRecipient = useCallback((user: UserVo | null) => setRecipient(user), []);
  const accounts = useAccounts();

  const amountOk = isCompleteAmount(amount) && compareMoney(amount, TRANSFER_MIN) >= 0;
  const overBalance = account !== null && amountOk && compareMoney(amount, account.balance) > 0;
  const quote = transferQuote(amountOk ? amount : '0', safe, rate.data?.rate);
  const blocker = nextBlocker({
    accounts: accounts.data,
    recipient: recipient !== null,
    account: account !== null,
    amountOk,
  });
  const ready = blocker === null && (!safe || rate.isSuccess);

  const body = (payPassword: string) => ({
    userId: recipient!.userId,
    currencyId: account!.currencyId,
    amount,
    remark: remark.trim(),
    safe,
    payPassword,
  });

  const pay = async (payPassword: string) => {
    const { payPassword: _, ...intent } = body(payPassword);
    try {
      const transfer = await create.mutateAsync({
        body: body(payPassword),
        idempotencyKey: keys.keyFor(intent),
      });
      keys.settle();
      return transfer;
    } catch (error) {
      keys.settle(error);
      throw error;
    }
  };

  const onPayFailed = (error: unknown) => {
    if (paymentProblem(error) === 'insufficientBalance') void topUp();
    else setFailure(error instanceof Error && error.message ? error.message : t('transfer:form.failed'));
  };

  return (
    <>
      <section className={styles.card}>
        <RecipientField onRecipient={onRecipient} />
        <CurrencyField value={account?.currencyId ?? null} onChange={setAccount} />
        <div className={styles.field}>
          <label className={styles.label} htmlFor="transfer-amount">
            {t('transfer:form.amount')}
          </label>
          <div className={`${styles.row} ${styles.amount}`}>
            <AmountInput
              id="transfer-amount"
              value={amount}
              onChange={setAmount}
              placeholder={t('transfer:form.amountPlaceholder')}
            />
          </div>
          {amount !== '' && !amountOk && <p className={styles.hint}>{t('transfer:form.amountMin')}</p>}
          {overBalance && <p className={styles.error}>{t('transfer:form.overBalance')}</p>}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor="transfer-remark">
            {t('transfer:form.remark')}
          </label>
          <TextArea
            id="transfer-remark"
            value={remark}
            onChange={setRemark}
            maxLength={TEXTAREA_MAX_LENGTH}
            showCount
            autoSize={{ minRows: 2, maxRows: 4 }}
            placeholder={t('transfer:form.remarkPlaceholder')}
          />
        </div>
        <div className={styles.field}>
          <div className={styles.switchRow}>
            <label htmlFor="transfer-safe">{t('transfer:form.safe')}</label>
            <Switch
              checked={safe}
              onChange={setSafe}
              aria-label={t('transfer:form.safe')}
              data-testid="safe-switch"
            />
          </div>
          <p className={styles.hint}>
            {safe
              ? t('transfer:form.safeHint', { rate: rateText(rate.data?.rate, i18n.language) })
              : t('transfer:form.instantHint')}
          </p>
        </div>
        {failure && (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        )}
        {/* Kept in view above the keyboard (the page resizes with it, see index.html's viewport). */}
        <div className={styles.stickyAction}>
          {blocker && (
            <p className={styles.hint} id="transfer-next-why">
              {t(`transfer:form.why.${blocker}`)}{' '}
              {blocker === 'noBalance' && <Link to={paths.qrTopUp}>{t('transfer:form.why.topUp')}</Link>}
            </p>
          )}
          <Button
            className={styles.submit}
            block
            color="primary"
            size="large"
            disabled={!ready}
            aria-describedby={blocker ? 'transfer-next-why' : undefined}
            onClick={() => {
              setFailure('');
              if (overBalance) void topUp();
              else setConfirming(true);
            }}
          >
            {t('common:next')}
          </Button>
        </div>
      </section>

      <Popup visible={confirming} onMaskClick={() => setConfirming(false)} bodyClassName={styles.sheet}>
        <h2 className={styles.sheetTitle}>
          {t('transfer:confirm.title', { name: recipient?.nickName ?? '' })}
        </h2>
        {account && <TransferFigures currencyCode={account.currencyCode} {...quote} />}
        {safe && <p className={styles.hint}>{t('transfer:confirm.safeNote')}</p>}
        <Button
          className={styles.submit}
          block
          color="primary"
          size="large"
          onClick={() => {
            setConfirming(false);
            setPaying(true);
          }}
        >
          {t('transfer:confirm.pay')}
        </Button>
      </Popup>

      <PayPasswordSheet
        visible={paying}
        onClose={() => setPaying(false)}
        description={
          account
            ? formatMoney(quote.total, { locale: i18n.language, currency: account.currencyCode })
            : undefined
        }
        onSubmit={pay}
        onSuccess={(result) => onDone(result as TransferVo)}
        onError={onPayFailed}
      />
    </>
  );
}

/** 0.01 → '1 %' (ru) / '1%' (en). */
const rateText = (rate: string | undefined, locale: string) => (rate ? formatPercent(rate, locale) : '…');
