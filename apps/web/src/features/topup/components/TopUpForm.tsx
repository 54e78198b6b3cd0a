import { isTopUpOpen, TOPUP_MIN_RUB, type TopUpBank } from '@volna/contracts';
import { Button, NoticeBar } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compareMoney } from '../../../shared/format/money.ts';
import { useCreateTopUp } from '../api/createTopUp.ts';
import { useIdempotencyKey } from '../../../shared/payments/useIdempotencyKey.ts';
import { AmountInput } from '../../../shared/payments/AmountInput.tsx';
import { BankPicker } from './BankPicker.tsx';
import styles from './topup.module.css';

const TOPUP_MAX = '1000000';

/**
 * Bank and amount → the requisites. At weekends (Moscow time) the form says so up front and stays closed; the server
 * decides anyway, so a request sent just before midnight on Friday still gets its answer from there.
 */
export function TopUpForm({ onCreated }: { onCreated: (id: number) => void }) {
  const { t } = useTranslation();
  const [bank, setBank] = useState<TopUpBank | null>(null);
  const [amount, setAmount] = useState('');
  const create = useCreateTopUp();
  const keys = useIdempotencyKey();
  const closed = !isTopUpOpen(new Date());
  const amountOk = amount !== '' && !amount.endsWith('.') && compareMoney(amount, TOPUP_MIN_RUB) >= 0;

  const submit = () => {
    if (!bank || !amountOk) return;
    const body = { bankCode: bank, amount };
    create.mutate(
      { body, idempotencyKey: keys.keyFor(body) },
      {
        onSuccess: (topUp) => {
          keys.settle();
          onCreated(topUp.id);
        },
        onError: (error) => keys.settle(error),
      },
    );
  };

  return (
    <section className={styles.card}>
      {closed && (
        <NoticeBar content={t('topup:form.weekend')} color="alert" wrap data-testid="topup-weekend" />
      )}
      <div className={styles.field}>
        <span className={styles.label}>{t('topup:form.bank')}</span>
        <BankPicker value={bank} onChange={setBank} />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="topup-amount">
          {t('topup:form.amount')}
        </label>
        <div className={styles.amount}>
          <AmountInput
            id="topup-amount"
            value={amount}
            onChange={setAmount}
            maxDecimals={2}
            max={TOPUP_MAX}
            placeholder={t('topup:form.amountPlaceholder')}
          />
        </div>
        <p className={styles.hint}>{t('topup:form.amountHint')}</p>
      </div>
      <Button
        className={styles.submit}
        block
        color="primary"
        size="large"
        disabled={closed || !bank || !amountOk}
        loading={create.isPending}
        onClick={submit}
      >
        {t('topup:form.submit')}
      </Button>
    </section>
  );
}
