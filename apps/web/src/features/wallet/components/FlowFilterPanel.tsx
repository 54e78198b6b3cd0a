import { Button, Popup, Selector } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_FILTER,
  type FlowFilter,
  PERIODS,
  type Period,
  STATUS_CHOICES,
  TYPE_CHOICES,
} from '../model/flow-filter.ts';
import { flowStatusKey, flowTypeKey } from '../model/flow-labels.ts';
import styles from './FlowFilterPanel.module.css';

type Props = {
  visible: boolean;
  value: FlowFilter;
  onClose: () => void;
  onApply: (filter: FlowFilter) => void;
};

/** The history filter: type, status (all, in progress, completed, cancelled, refund) and period; reset and apply. */
export function FlowFilterPanel({ visible, value, onClose, onApply }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  useEffect(() => {
    if (visible) setDraft(value);
  }, [visible, value]);

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.panel} destroyOnClose>
      <h2 className={styles.title}>{t('wallet:filter.title')}</h2>
      <div className={styles.group}>
        <h3 className={styles.caption}>{t('wallet:filter.type')}</h3>
        <Selector
          columns={2}
          options={TYPE_CHOICES.map((type) => ({
            value: type,
            label: type === 0 ? t('wallet:filter.allTypes') : t(flowTypeKey(type)),
          }))}
          value={[draft.type]}
          onChange={(picked) => setDraft({ ...draft, type: picked[0] ?? 0 })}
        />
      </div>
      <div className={styles.group}>
        <h3 className={styles.caption}>{t('wallet:filter.status')}</h3>
        <Selector
          columns={2}
          options={STATUS_CHOICES.map((status) => ({ value: status, label: t(flowStatusKey(status)) }))}
          value={[draft.status]}
          onChange={(picked) => setDraft({ ...draft, status: picked[0] ?? 0 })}
        />
      </div>
      <div className={styles.group}>
        <h3 className={styles.caption}>{t('wallet:filter.period')}</h3>
        <Selector<Period>
          columns={2}
          options={PERIODS.map((period) => ({ value: period, label: t(`wallet:period.${period}`) }))}
          value={[draft.period]}
          onChange={(picked) => setDraft({ ...draft, period: picked[0] ?? 'all' })}
        />
      </div>
      <div className={styles.actions}>
        <Button block onClick={() => setDraft(DEFAULT_FILTER)}>
          {t('wallet:filter.reset')}
        </Button>
        <Button
          block
          color="primary"
          onClick={() => {
            onApply(draft);
            onClose();
          }}
        >
          {t('wallet:filter.apply')}
        </Button>
      </div>
    </Popup>
  );
}
