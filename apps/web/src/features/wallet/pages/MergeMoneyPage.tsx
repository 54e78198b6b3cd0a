import { CurrencyId, type MergeBody, type MergeResultVo, ResultCode } from '@volna/contracts';
import { Button, Skeleton, Toast } from 'antd-mobile';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { compareMoney, formatMoney } from '../../../shared/format/money.ts';
import { useAccounts } from '../../../shared/payments/accounts.ts';
import { walletKeys } from '../api/keys.ts';
import { mergeMoney } from '../api/mergeMoney.ts';
import { useMergePreview } from '../api/mergePreview.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { MergePreview } from '../components/merge/MergePreview.tsx';
import { SourcePicker } from '../components/merge/SourcePicker.tsx';
import { TargetPicker } from '../components/merge/TargetPicker.tsx';
import styles from '../components/merge/merge.module.css';
import { PayPasswordSheet } from '../../../shared/payments/PayPasswordSheet.tsx';
import { useTopUpPrompt } from '../../../shared/payments/top-up-prompt.ts';
import { WalletPageFrame } from '../../../shared/payments/WalletPageFrame.tsx';
import { answerCode } from '../../../shared/payments/payment-errors.ts';
import { useIdempotencyKey } from '../../../shared/payments/useIdempotencyKey.ts';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';

/**
 * Merge money (page mergeMoeny): choose the currencies to merge and the target, see each part at the platform rate and
 * the total, confirm with the pay password. The server merges at exactly the previewed rates or says they changed.
 */
export default function MergeMoneyPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const accounts = useAccounts();
  // ?target= the currency a payment lacks (a secure deal's quote sends people here to cover it).
  const [params] = useSearchParams();
  const [target, setTarget] = useState<number>(() => Number(params.get('target')) || CurrencyId.RUB);
  const [chosen, setChosen] = useState<number[] | null>(null);
  const [paying, setPaying] = useState(false);
  const keys = useIdempotencyKey();
  const topUpPrompt = useTopUpPrompt();

  const others = useMemo(
    () => (accounts.data ?? []).filter((a) => a.currencyId !== target),
    [accounts.data, target],
  );
  const withBalance = useMemo(() => others.filter((a) => compareMoney(a.balance, 0) > 0), [others]);
  // Until the user picks, every other currency with a balance is chosen.
  const sources = (chosen ?? withBalance.map((a) => a.currencyId)).filter((id) =>
    withBalance.some((a) => a.currencyId === id),
  );
  const preview = useMergePreview(sources, accounts.data ? target : null);

  const data = preview.data;
  const ready =
    sources.length > 0 && data !== undefined && !preview.isPlaceholderData && data.items.length > 0;
  const body: MergeBody | null = ready
    ? {
        targetCurrencyId: data.targetCurrencyId,
        items: data.items.map((i) => ({ currencyId: i.currencyId, amount: i.amount })),
        ratesVersion: data.ratesVersion,
        payPassword: '',
      }
    : null;

  const refresh = async () => {
    await Promise.all([accounts.refetch(), preview.refetch()]);
  };

  const onMerged = (result: unknown) => {
    keys.settle();
    const merged = result as MergeResultVo;
    Toast.show({
      icon: 'success',
      content: t('topup:merge.done', {
        amount: formatMoney(merged.total, { locale: i18n.language, currency: merged.targetCurrencyCode }),
      }),
    });
    void queryClient.invalidateQueries({ queryKey: walletKeys.all });
    setChosen(null);
  };

  const onFailed = (error: unknown) => {
    keys.settle(error);
    const code = answerCode(error);
    if (code === ResultCode.ratesChanged) {
      Toast.show({ content: t('topup:merge.ratesChanged') });
      void preview.refetch();
    } else if (code === ResultCode.insufficientBalance) {
      void accounts.refetch();
      void topUpPrompt();
    } else if (error instanceof Error && error.message) Toast.show({ content: error.message });
  };

  let content: React.ReactNode;
  if (accounts.isPending)
    content = (
      <div className={styles.card} aria-busy="true">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  else if (accounts.isError) content = <LoadFailed onRetry={() => void accounts.refetch()} />;
  else
    content = (
      <>
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>{t('topup:merge.target')}</h2>
          <TargetPicker
            accounts={accounts.data}
            value={target}
            onChange={(id) => {
              setTarget(id);
              setChosen(null);
            }}
          />
        </section>
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>{t('topup:merge.sources')}</h2>
          {withBalance.length === 0 ? (
            <p className={styles.hint}>{t('topup:merge.empty')}</p>
          ) : (
            <SourcePicker accounts={others} value={sources} onChange={setChosen} />
          )}
          <p className={styles.hint}>{t('topup:merge.explain')}</p>
        </section>
        {withBalance.length > 0 && (
          <section className={styles.card}>
            <h2 className={styles.cardTitle}>{t('topup:merge.preview')}</h2>
            {sources.length === 0 ? (
              <p className={styles.hint}>{t('topup:merge.chooseSources')}</p>
            ) : preview.isError ? (
              <LoadFailed onRetry={() => void preview.refetch()} reason={t('topup:merge.previewFailed')} />
            ) : data ? (
              <MergePreview preview={data} stale={preview.isPlaceholderData || preview.isFetching} />
            ) : (
              <Skeleton.Paragraph lineCount={3} animated />
            )}
          </section>
        )}
        <div className={styles.submit}>
          <Button block color="primary" size="large" disabled={!body} onClick={() => setPaying(true)}>
            {t('topup:merge.confirm')}
          </Button>
        </div>
      </>
    );

  return (
    <WalletPageFrame title={t('topup:merge.title')} backTo={paths.walletHome}>
      <Refreshable onRefresh={refresh}>{content}</Refreshable>
      {body && data && (
        <PayPasswordSheet
          visible={paying}
          onClose={() => setPaying(false)}
          description={t('topup:merge.payFor', {
            currency: data.targetCurrencyCode,
            amount: formatMoney(data.total, { locale: i18n.language, currency: data.targetCurrencyCode }),
          })}
          onSubmit={(payPassword) => {
            const { payPassword: _, ...intent } = body;
            return mergeMoney({ ...body, payPassword }, keys.keyFor(intent));
          }}
          onSuccess={onMerged}
          onError={onFailed}
        />
      )}
    </WalletPageFrame>
  );
}
