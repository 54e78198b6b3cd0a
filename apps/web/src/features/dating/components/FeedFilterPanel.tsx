import { DATING_AGE_MAX, DATING_AGE_MIN, DATING_LOCATION_MAX_LENGTH, Gender } from '@volna/contracts';
import { Button, Input, Popup, Selector, Slider } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatingLabels } from '../api/labels.ts';
import { type FeedFilter, normalizeFilter } from '../model/feed-filter.ts';
import styles from './dating.module.css';

type Props = {
  visible: boolean;
  value: FeedFilter;
  onClose: () => void;
  onApply: (filter: FeedFilter) => void;
};

const ANY = 0;

/** The feed's filters: gender, age range, city and purpose; applied together, reset to nothing. */
export function FeedFilterPanel({ visible, value, onClose, onApply }: Props) {
  const { t } = useTranslation();
  const labels = useDatingLabels();
  const [draft, setDraft] = useState<FeedFilter>(value);
  useEffect(() => {
    if (visible) setDraft(value);
  }, [visible, value]);

  const range: [number, number] = [draft.ageMin ?? DATING_AGE_MIN, draft.ageMax ?? DATING_AGE_MAX];
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} position="bottom">
      <div className={styles.filterBody} data-testid="dating-filter">
        <span className={styles.filterLabel}>{t('dating:filter.gender')}</span>
        <Selector
          columns={3}
          value={[draft.gender ?? ANY]}
          onChange={(picked) =>
            setDraft({
              ...draft,
              gender: picked[0] === ANY || picked[0] === undefined ? undefined : picked[0],
            })
          }
          options={[
            { label: t('dating:filter.any'), value: ANY },
            { label: t('dating:gender.male'), value: Gender.male },
            { label: t('dating:gender.female'), value: Gender.female },
          ]}
        />
        <span className={styles.filterLabel}>{t('dating:filter.age', { from: range[0], to: range[1] })}</span>
        <Slider
          range
          min={DATING_AGE_MIN}
          max={DATING_AGE_MAX}
          value={range}
          onChange={(next) => {
            const [ageMin, ageMax] = next as [number, number];
            setDraft({ ...draft, ageMin, ageMax });
          }}
        />
        <span className={styles.filterLabel}>{t('dating:filter.location')}</span>
        <Input
          value={draft.location ?? ''}
          onChange={(location) => setDraft({ ...draft, location })}
          placeholder={t('dating:filter.locationPlaceholder')}
          maxLength={DATING_LOCATION_MAX_LENGTH}
          clearable
          aria-label={t('dating:filter.location')}
        />
        <span className={styles.filterLabel}>{t('dating:filter.purpose')}</span>
        <Selector
          columns={3}
          value={[draft.labelId ?? ANY]}
          onChange={(picked) =>
            setDraft({
              ...draft,
              labelId: picked[0] === ANY || picked[0] === undefined ? undefined : picked[0],
            })
          }
          options={[
            { label: t('dating:filter.any'), value: ANY },
            ...(labels.data ?? []).map((label) => ({ label: label.name, value: label.id })),
          ]}
        />
        <div className={styles.actions}>
          <Button
            onClick={() => {
              onApply({});
              onClose();
            }}
          >
            {t('dating:filter.reset')}
          </Button>
          <Button
            color="primary"
            onClick={() => {
              onApply(normalizeFilter(draft));
              onClose();
            }}
          >
            {t('dating:filter.apply')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}
