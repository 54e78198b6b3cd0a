import type { DatingProfileVo } from '@volna/contracts';
import { Button, Selector, Skeleton, Switch, Toast } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { Field } from '../../../shared/forms/Field.tsx';
import { useIdempotencyKey } from '../../../shared/payments/useIdempotencyKey.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { useExitPrompt } from '../../../shared/ui/useExitPrompt.ts';
import { useReceiptCurrencies } from '../api/currencies.ts';
import { useMyDatingProfile } from '../api/profile.ts';
import { useSaveDatingProfile } from '../api/saveProfile.ts';
import { checkForm, formOf } from '../model/profile-form.ts';
import styles from './dating.module.css';
import { NoProfileYet } from './NoProfileYet.tsx';
import { PriceInput } from './PriceInput.tsx';
import { useDatingRefusal } from './useDatingRefusal.ts';

type Kind = 'chat' | 'album';

/**
 * EditChat / EditAublm: one price of my profile (paid chat with its receipt currency, or the paid album), saved with
 * the rest of the profile as it is. A chat without a price is free; the album's price applies to its paid items.
 */
export function PriceEditor({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const mine = useMyDatingProfile();
  let content: React.ReactNode;
  if (mine.isPending) content = <Skeleton.Paragraph lineCount={4} animated className={styles.section} />;
  else if (mine.isError)
    content = <LoadFailed onRetry={() => void mine.refetch()} reason={mine.error.message} />;
  else if (!mine.data) content = <NoProfileYet />;
  else content = <PriceForm kind={kind} saved={mine.data} />;
  return (
    <PageFrame
      title={t(kind === 'chat' ? 'dating:price.chatTitle' : 'dating:price.albumTitle')}
      backTo={paths.datingMenu}
    >
      {content}
    </PageFrame>
  );
}

function PriceForm({ kind, saved }: { kind: Kind; saved: DatingProfileVo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const currencies = useReceiptCurrencies();
  const save = useSaveDatingProfile();
  const keys = useIdempotencyKey();
  const refusal = useDatingRefusal();
  const initial = (kind === 'chat' ? saved.chatPrice : saved.albumPrice) ?? '';
  const [paid, setPaid] = useState(initial !== '');
  const [price, setPrice] = useState(initial);
  const [currencyId, setCurrencyId] = useState(saved.currencyId);
  const [error, setError] = useState<string | undefined>();
  const dirty = paid !== (initial !== '') || price !== initial || currencyId !== saved.currencyId;
  const { allowLeave } = useExitPrompt(dirty);

  const onSave = async () => {
    const form = formOf(saved);
    const value = paid ? price : '';
    const { body, errors } = checkForm({
      ...form,
      currencyId,
      ...(kind === 'chat' ? { chatPrice: value } : { albumPrice: value }),
    });
    const problem = kind === 'chat' ? errors.chatPrice : errors.albumPrice;
    setError(paid && price === '' ? 'datingPriceInvalid' : problem);
    if (!body || (paid && price === '')) return;
    const idempotencyKey = keys.keyFor({ kind, body });
    try {
      await save.mutateAsync({ body, create: false, idempotencyKey });
      keys.settle();
      Toast.show({ icon: 'success', content: t('common:saved') });
      allowLeave();
      navigate(paths.datingMenu, { replace: true });
    } catch (failure) {
      keys.settle(failure);
      await refusal(failure);
    }
  };

  return (
    <div data-testid={`dating-price-${kind}`}>
      <Field label={t(kind === 'chat' ? 'dating:price.chatPaid' : 'dating:price.albumPaid')}>
        <Switch
          checked={paid}
          onChange={setPaid}
          aria-label={t(kind === 'chat' ? 'dating:price.chatPaid' : 'dating:price.albumPaid')}
        />
      </Field>
      {paid && (
        <Field label={t('dating:price.amount')} error={error}>
          <PriceInput value={price} onChange={setPrice} label={t('dating:price.amount')} />
        </Field>
      )}
      {kind === 'chat' && (
        <Field label={t('dating:form.currency')}>
          <Selector
            columns={3}
            value={[currencyId]}
            onChange={(picked) => picked[0] !== undefined && setCurrencyId(picked[0])}
            options={(currencies.data ?? []).map((currency) => ({
              label: currency.code,
              value: currency.id,
            }))}
          />
        </Field>
      )}
      <p className={styles.muted} style={{ padding: '8px 16px' }}>
        {t(kind === 'chat' ? 'dating:price.chatHint' : 'dating:price.albumHint')}
      </p>
      <div className={styles.formActions}>
        <Button block color="primary" size="large" loading={save.isPending} onClick={() => void onSave()}>
          {t('common:save')}
        </Button>
      </div>
    </div>
  );
}
