import { AREA_CODES, type AreaCode } from '@volna/contracts';
import { Input, Picker } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './forms.module.css';

type Props = {
  areaCode: AreaCode;
  onAreaCode: (value: AreaCode) => void;
  phone: string;
  onPhone: (value: string) => void;
};

/** A phone number with its +7 / +86 area code picker (spec §5). */
export function PhoneInput({ areaCode, onAreaCode, phone, onPhone }: Props) {
  const { t } = useTranslation();
  const pick = async () => {
    const value = await Picker.prompt({
      columns: [AREA_CODES.map((code) => ({ label: code, value: code }))],
      defaultValue: [areaCode],
      confirmText: t('common:ok'),
      cancelText: t('common:cancel'),
    });
    if (value?.[0]) onAreaCode(value[0] as AreaCode);
  };
  return (
    <>
      {/* Named "Country code +7": the visible code is part of the name (axe: label-content-name-mismatch). */}
      <button type="button" className={styles.area} onClick={pick}>
        <span className="visually-hidden">{t('auth:areaCode')} </span>
        {areaCode} <span aria-hidden="true">▾</span>
      </button>
      <Input
        className={styles.grow}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        name="phone"
        value={phone}
        onChange={onPhone}
        placeholder={t('auth:phoneHint')}
        clearable
      />
    </>
  );
}
