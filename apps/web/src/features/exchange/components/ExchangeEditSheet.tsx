import { EXCHANGE_REMARK_MAX_LENGTH, type ExchangeAdVo, type ExchangeEditBody } from '@volna/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Popup } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/client.ts';
import { compareMoney, formatMoney } from '../../../shared/format/money.ts';
import { isCompleteAmount } from '../../../shared/payments/amount-input.ts';
import { PayPasswordSheet } from '../../../shared/payments/PayPasswordSheet.tsx';
import { paymentProblem } from '../../../shared/payments/payment-errors.ts';
import { useTopUpPrompt } from '../../../shared/payments/top-up-prompt.ts';
import { idempotencyHeaders, useIdempotencyKey } from '../../../shared/payments/useIdempotencyKey.ts';
import { walletKeys } from '../../../shared/payments/wallet-keys.ts';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import { exchangeKeys } from '../api/keys.ts';
import { exchangeReceivePreview } from '../model/exchange-steps.ts';
import styles from '../../../shared/payments/trade.module.css';
import { AmountField, RateField, SubmitWithProblem } from '../../../shared/trade/TradeFields.tsx';

/**
 * Edit my ad while nobody has responded (PUT /app/trade/exchange): the sales quantity, the rate and the remark; a
 * changed quantity re-freezes (the server releases the old amount and freezes the new one in one step).
 */
export function ExchangeEditSheet({ ad, onClose }: { ad: ExchangeAdVo | null; onClose: () => void }) {
  return (
    <Popup visible={ad !== null} onMaskClick={onClose} bodyClassName={styles.sheet} destroyOnClose>
      {ad && <EditForm key={ad.id} ad={ad} onClose={onClose} />}
    </Popup>
  );
}

/** '100.5000' → '100.5', '100.0000' → '100' (the input helper's form); whole numbers stay as they are. */
const plain = (amount: string) => (amount.includes('.') ? amount.replace(/\.?0+$/, '') : amount);

/** The form itself, mounted per ad so it starts from that ad's figures. */
function EditForm({ ad, onClose }: { ad: ExchangeAdVo; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const keys = useIdempotencyKey();
  const topUp = useTopUpPrompt();
  const [payAmount, setPayAmount] = useState(plain(ad.payAmount));
  const [rate, setRate] = useState(ad.rate);
  const [remark, setRemark] = useState(ad.remark);
  const [paying, setPaying] = useState(false);
  const [problem, setProblem] = useState('');
  const edit = useMutation({
    mutationFn: ({ body, key }: { body: ExchangeEditBody; key: string }) =>
      api.put<ExchangeAdVo>('/app/trade/exchange', body, { headers: idempotencyHeaders(key), silent: true }),
    onSuccess: (saved) => {
      queryClient.setQueryData(exchangeKeys.ad(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
  const amountOk = isCompleteAmount(payAmount) && compareMoney(payAmount, '1') >= 0;
  const rateOk = isCompleteAmount(rate) && compareMoney(rate, '0') > 0;
  const receive = amountOk && rateOk ? exchangeReceivePreview(payAmount, rate) : '';
  const ready = amountOk && rateOk && receive !== '' && compareMoney(receive, '1') >= 0;

  const send = async (payPassword: string) => {
    const intent = { id: ad.id, payAmount, rate, remark: remark.trim() };
    return keys.run(intent, (key) => edit.mutateAsync({ body: { ...intent, payPassword }, key }));
  };

  return (
    <>
      <h2 className={styles.sheetTitle}>{t('exchange:edit.title')}</h2>
      <AmountField
        id="exchange-edit-amount"
        label={t('exchange:form.payAmount')}
        value={payAmount}
        onChange={setPayAmount}
      />
      <RateField
        ns="exchange"
        id="exchange-edit-rate"
        value={rate}
        onChange={setRate}
        pay={ad.payCurrencyCode}
        receive={ad.receiveCurrencyCode}
      />
      <div className={styles.field}>
        <span className={styles.label}>{t('exchange:form.receiveAmount')}</span>
        <p>
          {receive ? formatMoney(receive, { locale: i18n.language, currency: ad.receiveCurrencyCode }) : '—'}
        </p>
        {!ready && <p className={styles.hint}>{t('exchange:form.amountMin')}</p>}
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="exchange-edit-remark">
          {t('exchange:form.remark')}
        </label>
        <TextArea
          id="exchange-edit-remark"
          value={remark}
          onChange={setRemark}
          maxLength={EXCHANGE_REMARK_MAX_LENGTH}
          autoSize={{ minRows: 2, maxRows: 4 }}
        />
      </div>
      <SubmitWithProblem
        problem={problem}
        testId="exchange-edit-save"
        disabled={!ready}
        onClick={() => setPaying(true)}
      >
        {t('exchange:edit.save')}
      </SubmitWithProblem>
      <PayPasswordSheet
        visible={paying}
        onClose={() => setPaying(false)}
        description={t('exchange:edit.hint')}
        onSubmit={send}
        onSuccess={onClose}
        onError={(error) => {
          if (paymentProblem(error) === 'insufficientBalance') void topUp();
          else
            setProblem(error instanceof Error && error.message ? error.message : t('exchange:form.failed'));
        }}
      />
    </>
  );
}
