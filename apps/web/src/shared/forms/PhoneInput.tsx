import { AREA_CODES, type AreaCode } from '@volna/contracts';
import { Input } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { afterFirstScreen } from '../lib/after-first-screen.ts';
import styles from './forms.module.css';

// The picker (with its popup and animation libraries) is not part of the login page's first screen (issue 19): it
// loads once the page is idle, or on the first tap.
const loadPicker = () => import('../ui/lazy-antd.ts');

type Props = {
  areaCode: AreaCode;
  onAreaCode: (value: AreaCode) => void;
  phone: string;
  onPhone: (value: string) => void;
};

/** A phone number with its +7 / +86 area code picker (spec §5). */
export function PhoneInput({ areaCode, onAreaCode, phone, onPhone }: Props) {
  const { t } = useTranslation();
  useEffect(() => afterFirstScreen(() => void loadPicker().catch(() => undefined)), []);
  const pick = async () => {
    const { Picker } = await loadPicker();
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
