import { type P2pOrderVo, p2pReceiveAmount } from '@volna/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../../shared/payments/trade.module.css';
import { useIdempotencyKey } from '../../../shared/payments/useIdempotencyKey.ts';
import { AmountField, PayAccountField, RateField } from '../../../shared/trade/TradeFields.tsx';
import { ReceiveCurrencyField, SubmitWithProblem } from '../../../shared/trade/TradeFields.tsx';
import { useTradeTerms } from '../../../shared/trade/TradePublishForm.tsx';
import { usePublishTopUp } from '../api/topUpRequest.ts';

/**
 * A top-up request of one's own (issue 32): the wallet currency and amount wanted in the wallet, the currency paid
 * for it outside and the rate, so what is paid. Nothing is frozen, so no pay password: the taker's money is held.
 */
export function P2pTopUpForm({ onDone }: { onDone: (order: P2pOrderVo) => void }) {
  const { t } = useTranslation();
  const terms = useTradeTerms(p2pReceiveAmount);
  const publish = usePublishTopUp();
  const keys = useIdempotencyKey();
  const [problem, setProblem] = useState('');
  const { account, payAmount, receiveAmount, money, receiveCode } = terms;
  const ns = 'p2pTopUp';

  const submit = async () => {
    setProblem('');
    const body = {
      payCurrencyId: account!.currencyId,
      payAmount,
      receiveCurrencyId: terms.receiveCurrencyId,
      receiveAmount,
      rate: terms.rate,
    };
    try {
      onDone(await keys.run(body, (idempotencyKey) => publish.mutateAsync({ body, idempotencyKey })));
    } catch (error) {
      setProblem(error instanceof Error && error.message ? error.message : t('p2pTopUp:form.failed'));
    }
  };

  return (
    <section className={styles.card}>
      <PayAccountField ns={ns} accounts={terms.accounts} value={account} onChange={terms.setAccount} />
      <AmountField
        id="p2p-top-up-amount"
        label={t('p2pTopUp:form.payAmount')}
        value={payAmount}
        onChange={terms.setPayAmount}
        placeholder={t('p2pTopUp:form.payAmountPlaceholder')}
        below={
          payAmount !== '' && !terms.amountOk && <p className={styles.hint}>{t('p2pTopUp:form.amountMin')}</p>
        }
      />
      <ReceiveCurrencyField ns={ns} value={terms.receiveCurrencyId} onChange={terms.setReceiveCurrencyId} />
      <RateField
        ns={ns}
        id="p2p-top-up-rate"
        value={terms.rate}
        onChange={terms.setRate}
        pay={account?.currencyCode ?? ''}
        receive={receiveCode}
      />
      <div className={styles.field}>
        <span className={styles.label}>{t('p2pTopUp:form.receiveAmount')}</span>
        <p data-testid="p2p-top-up-pays">{receiveAmount ? money(receiveAmount, receiveCode) : '—'}</p>
        <p className={styles.hint}>{t('p2pTopUp:form.note')}</p>
      </div>
      <SubmitWithProblem
        problem={problem}
        testId="p2p-top-up-publish"
        disabled={!terms.ready}
        loading={publish.isPending}
        onClick={() => void submit()}
      >
        {t('p2pTopUp:form.publish')}
      </SubmitWithProblem>
    </section>
  );
}
