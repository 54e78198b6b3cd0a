import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The staff note that goes with a status change of a customer's report (complaint, bug report): up to 500 chars. */
export function StaffNoteField({ value, onChange }: { value: string; onChange: (note: string) => void }) {
  const { t } = useTranslation('support');
  return (
    <Input.TextArea
      aria-label={t('complaints.note')}
      placeholder={t('complaints.notePlaceholder')}
      rows={3}
      maxLength={500}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
