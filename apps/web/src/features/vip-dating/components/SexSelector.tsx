import { Gender } from '@volna/contracts';
import { Selector } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** Male or female, one of them. */
export function SexSelector({ value, onChange }: { value: number; onChange: (sex: number) => void }) {
  const { t } = useTranslation();
  return (
    <Selector
      columns={2}
      value={[value]}
      onChange={(picked) => picked[0] !== undefined && onChange(picked[0])}
      options={[
        { label: t('vipDating:sex.male'), value: Gender.male },
        { label: t('vipDating:sex.female'), value: Gender.female },
      ]}
    />
  );
}
