import {
  EXPERIENCE_BANDS,
  GOODS_CONDITIONS,
  JOB_MODES,
  JOB_NATURES,
  LISTING_KINDS,
  type ListingKind,
  PARTY_TYPES,
} from '@volna/contracts';
import { Button, Popup, Selector, Switch } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountInput } from '../../../shared/payments/AmountInput.tsx';
import { type ListingFilter, panelFiltersFor, withoutPanelFilters } from '../model/search-filter.ts';
import styles from './listings.module.css';

type Props = {
  visible: boolean;
  value: ListingFilter;
  /** A board's list keeps its kind; the market lets the kind be chosen here. */
  kindFixed: boolean;
  onClose: () => void;
  onApply: (filter: ListingFilter) => void;
};

type Choice = 'condition' | 'nature' | 'mode' | 'experience' | 'payerType' | 'payeeType';
const CHOICES: Record<Choice, readonly string[]> = {
  condition: GOODS_CONDITIONS,
  nature: JOB_NATURES,
  mode: JOB_MODES,
  experience: EXPERIENCE_BANDS,
  payerType: PARTY_TYPES,
  payeeType: PARTY_TYPES,
};

/**
 * The filter panel (spec §2 classifieds home: filter, reset, apply): the kind, a price range and the filters of the
 * chosen kind (free events, goods' condition, jobs' nature / mode / experience, remittance parties). Nothing changes
 * the list until Apply; Reset clears the panel's filters.
 */
export function FilterPanel({ visible, value, kindFixed, onClose, onApply }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  useEffect(() => {
    if (visible) setDraft(value);
  }, [visible, value]);
  const shown = new Set<string>(panelFiltersFor(draft.kind));
  const set = (patch: Partial<ListingFilter>) => setDraft((current) => ({ ...current, ...patch }));

  const choice = (name: Choice) =>
    shown.has(name) && (
      <div className={styles.panelField} key={name}>
        <span className={styles.panelLabel} id={`filter-${name}`}>
          {t(`listings:field.${name}`)}
        </span>
        <Selector
          aria-labelledby={`filter-${name}`}
          columns={2}
          value={draft[name] ? [draft[name] as string] : []}
          onChange={(values) => set({ [name]: values[0] })}
          options={CHOICES[name].map((option) => ({
            value: option,
            label: t(`listings:choice.${name}.${option}`),
          }))}
        />
      </div>
    );

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.sheet}>
      <h2 className={styles.sheetTitle}>{t('listings:filter.title')}</h2>
      {!kindFixed && (
        <div className={styles.panelField}>
          <span className={styles.panelLabel} id="filter-kind">
            {t('listings:filter.kind')}
          </span>
          <Selector
            aria-labelledby="filter-kind"
            columns={2}
            value={draft.kind ? [draft.kind] : []}
            onChange={(values) => set({ kind: values[0] as ListingKind | undefined })}
            options={LISTING_KINDS.map((kind) => ({ value: kind, label: t(`listings:kind.${kind}`) }))}
          />
        </div>
      )}
      <div className={styles.panelField}>
        <span className={styles.panelLabel}>{t('listings:filter.price')}</span>
        <div className={styles.range}>
          <div className={styles.input}>
            <AmountInput
              value={draft.priceMin}
              onChange={(priceMin) => set({ priceMin })}
              placeholder={t('listings:filter.from')}
              ariaLabel={t('listings:filter.priceMin')}
            />
          </div>
          —
          <div className={styles.input}>
            <AmountInput
              value={draft.priceMax}
              onChange={(priceMax) => set({ priceMax })}
              placeholder={t('listings:filter.to')}
              ariaLabel={t('listings:filter.priceMax')}
            />
          </div>
        </div>
      </div>
      {shown.has('free') && (
        <div className={styles.panelField}>
          <div className={styles.range}>
            <Switch
              checked={draft.free}
              onChange={(free) => set({ free })}
              aria-label={t('listings:filter.free')}
            />
            {t('listings:filter.free')}
          </div>
        </div>
      )}
      {(Object.keys(CHOICES) as Choice[]).map(choice)}
      <div className={styles.sheetButtons}>
        <Button
          onClick={() => setDraft(withoutPanelFilters(kindFixed ? draft : { ...draft, kind: undefined }))}
        >
          {t('listings:filter.reset')}
        </Button>
        <Button
          color="primary"
          data-testid="filter-apply"
          onClick={() => {
            onApply(draft);
            onClose();
          }}
        >
          {t('listings:filter.apply')}
        </Button>
      </div>
    </Popup>
  );
}
