import {
  isDepositKind,
  LISTING_COUNTRIES,
  LISTING_CURRENCY_IDS,
  LISTING_DESCRIPTION_MAX_LENGTH,
  type ListingCountry,
  ListingState,
  type ListingVo,
} from '@volna/contracts';
import { Button, Dialog, Input, Selector, Toast } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/format/money.ts';
import { errorStrings } from '../../../shared/i18n/i18n.ts';
import { AmountInput } from '../../../shared/payments/AmountInput.tsx';
import { paymentProblem } from '../../../shared/payments/payment-errors.ts';
import { useTopUpPrompt } from '../../../shared/payments/top-up-prompt.ts';
import { useIdempotencyKey } from '../../../shared/payments/useIdempotencyKey.ts';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import { useExitPrompt } from '../../../shared/ui/useExitPrompt.ts';
import { useListingCategories } from '../api/categories.ts';
import { useListingDeposit } from '../api/deposit.ts';
import { useEditListing, usePublishListing } from '../api/listingMutations.ts';
import { categoryLabel } from '../model/category-names.ts';
import { KIND_FIELDS } from '../model/kind-fields.ts';
import { type ListingDraft, requestOf } from '../model/listing-draft.ts';
import { type PhotoItem, storedUrls, uploading } from '../model/photo-items.ts';
import { currencyCodeOf } from '../model/price.ts';
import { CategoryPicker } from './CategoryPicker.tsx';
import { FormRow } from './FormRow.tsx';
import { KindField } from './KindField.tsx';
import styles from './listings.module.css';
import { PhotoEditor } from './PhotoEditor.tsx';

type Props = {
  initial: ListingDraft;
  /** The listing being edited; none when publishing a new one. */
  editing?: ListingVo;
  onDone: (listing: ListingVo) => void;
};

const photoItemsOf = (listing?: ListingVo): PhotoItem[] =>
  (listing?.photos ?? []).map((photo) => ({
    key: photo.url,
    url: photo.url,
    preview: photo.urlCompress || photo.url,
    progress: null,
    failed: false,
  }));

/**
 * Publish or edit a listing: one form whose fields come from the kind (model/kind-fields.ts), checked on send by the
 * contracts' zod union, each refusal under its field in the user's language. Photos upload as they are picked. A
 * board's deposit is shown and confirmed before publishing; leaving with unsaved changes asks first.
 */
export function ListingForm({ initial, editing, onDone }: Props) {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState(initial);
  const [photos, setPhotos] = useState<PhotoItem[]>(() => photoItemsOf(editing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState('');
  // A listed task's referral terms and currency are held with money: the server refuses changing them until removed.
  const termsHeld =
    editing?.state === ListingState.onShelf && KIND_FIELDS[draft.kind].some((field) => field.heldWhileListed);
  const [picking, setPicking] = useState(false);
  const categories = useListingCategories();
  const deposit = useListingDeposit(draft.kind);
  const publish = usePublishListing();
  const edit = useEditListing();
  const keys = useIdempotencyKey();
  const topUp = useTopUpPrompt();
  const startPhotos = useMemo(
    () =>
      photoItemsOf(editing)
        .map((p) => p.url)
        .join(),
    [editing],
  );
  const dirty =
    JSON.stringify(draft) !== JSON.stringify(initial) ||
    storedUrls(photos).join() !== startPhotos ||
    uploading(photos);
  const { allowLeave } = useExitPrompt(dirty && !publish.isSuccess && !edit.isSuccess);
  const root = (categories.data ?? []).filter((node) => node.kind === draft.kind);
  const set = (patch: Partial<ListingDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const setBody = (patch: Record<string, string | boolean>) =>
    setDraft((current) => ({ ...current, body: { ...current.body, ...patch } }));
  const money = (amount: string, currencyId: number) =>
    formatMoney(amount, { locale: i18n.language, currency: currencyCodeOf(currencyId) });
  const depositAmount =
    !editing && isDepositKind(draft.kind) && deposit.data && Number(deposit.data.amount) > 0
      ? deposit.data
      : null;
  const priceShown = !(draft.kind === 'task' && draft.body.negotiable === true);

  const send = async () => {
    setProblem('');
    if (uploading(photos)) return void Toast.show({ content: t('listings:photos.wait') });
    await errorStrings();
    const check = requestOf(draft, storedUrls(photos));
    if (!check.ok) {
      setErrors(check.errors);
      Toast.show({ content: t('listings:form.fix') });
      return;
    }
    setErrors({});
    if (
      depositAmount &&
      !(await Dialog.confirm({
        title: t('listings:deposit.title'),
        content: t('listings:deposit.confirm', {
          amount: money(depositAmount.amount, depositAmount.currencyId),
        }),
        confirmText: t('listings:form.publish'),
        cancelText: t('common:cancel'),
      }))
    )
      return;
    try {
      let saved: ListingVo;
      if (editing) saved = await edit.mutateAsync({ id: editing.id, ...check.request });
      else {
        const idempotencyKey = keys.keyFor(check.request);
        try {
          saved = await publish.mutateAsync({ body: check.request, idempotencyKey });
          keys.settle();
        } catch (error) {
          keys.settle(error);
          throw error;
        }
      }
      allowLeave();
      onDone(saved);
    } catch (error) {
      if (paymentProblem(error) === 'insufficientBalance') void topUp();
      setProblem(error instanceof Error && error.message ? error.message : t('listings:form.failed'));
    }
  };

  return (
    <form
      data-testid="listing-form"
      data-kind={draft.kind}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <FormRow id="listing-category" label={t('listings:field.category')} error={errors.categoryPath} group>
        <Button
          block
          onClick={() => setPicking(true)}
          disabled={!categories.data}
          aria-describedby="listing-category-label"
          data-testid="listing-category"
        >
          {categoryLabel(categories.data, draft.categoryPath) || t('listings:form.chooseCategory')}
        </Button>
      </FormRow>
      <FormRow id="listing-title" label={t('listings:field.title')} error={errors.title}>
        <Input id="listing-title" value={draft.title} onChange={(title) => set({ title })} maxLength={100} />
      </FormRow>
      {priceShown && (
        <FormRow id="listing-price" label={t(`listings:priceLabel.${draft.kind}`)} error={errors.price}>
          <AmountInput
            id="listing-price"
            value={draft.price}
            onChange={(price) => set({ price })}
            placeholder="0"
          />
        </FormRow>
      )}
      {priceShown && (
        <FormRow id="listing-currency" label={t('listings:field.currency')} group>
          <Selector
            aria-labelledby="listing-currency-label"
            columns={4}
            value={[draft.currencyId]}
            disabled={termsHeld && editing?.body.referralAllowed === true}
            onChange={(values) => values[0] !== undefined && set({ currencyId: values[0] })}
            options={LISTING_CURRENCY_IDS.map((id) => ({ value: id as number, label: currencyCodeOf(id) }))}
          />
        </FormRow>
      )}
      <p className={styles.muted} style={{ padding: '0 16px' }}>
        {t(`listings:priceHint.${draft.kind}`)}
      </p>
      <div className={styles.formSection}>
        {KIND_FIELDS[draft.kind]
          .filter((field) => !field.when || draft.body[field.when] === true)
          .map((field) => (
            <KindField
              key={field.name}
              field={field}
              body={draft.body}
              onChange={setBody}
              error={errors[field.name] ?? errors[`${field.name}At`]}
              disabled={termsHeld && field.heldWhileListed}
            />
          ))}
        {termsHeld && (
          <p className={styles.muted} style={{ padding: '0 16px' }} data-testid="listing-terms-held">
            {t('listings:form.referralHeld')}
          </p>
        )}
      </div>
      <div className={styles.formSection}>
        <FormRow id="listing-country" label={t('listings:field.country')} group>
          <Selector
            aria-labelledby="listing-country-label"
            columns={4}
            value={[draft.country]}
            onChange={(values) => values[0] && set({ country: values[0] as ListingCountry })}
            options={LISTING_COUNTRIES.map((code) => ({ value: code, label: t(`listings:country.${code}`) }))}
          />
        </FormRow>
        <FormRow id="listing-city" label={t('listings:field.city')} error={errors.city ?? errors.country}>
          <Input id="listing-city" value={draft.city} onChange={(city) => set({ city })} maxLength={64} />
        </FormRow>
        <FormRow id="listing-description" label={t('listings:field.description')} error={errors.description}>
          <TextArea
            id="listing-description"
            value={draft.description}
            onChange={(description) => set({ description })}
            maxLength={LISTING_DESCRIPTION_MAX_LENGTH}
            showCount
            autoSize={{ minRows: 3, maxRows: 10 }}
          />
        </FormRow>
      </div>
      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('listings:field.photos')}</h2>
        <PhotoEditor
          items={photos}
          setItems={setPhotos}
          error={errors.photos ? t(`errors:${errors.photos}`) : undefined}
        />
      </section>
      {depositAmount && (
        <p className={styles.notice} role="note" data-testid="listing-deposit">
          {t('listings:deposit.note', { amount: money(depositAmount.amount, depositAmount.currencyId) })}
        </p>
      )}
      {problem && (
        <p className={styles.formProblem} role="alert">
          {problem}
        </p>
      )}
      <div className={styles.formActions}>
        <Button
          block
          type="submit"
          color="primary"
          size="large"
          loading={publish.isPending || edit.isPending}
          data-testid="listing-submit"
        >
          {editing ? t('listings:form.save') : t('listings:form.publish')}
        </Button>
      </div>
      <CategoryPicker
        visible={picking}
        onClose={() => setPicking(false)}
        roots={root}
        allowAll={false}
        onChoose={(path) => set({ categoryPath: path })}
      />
    </form>
  );
}
