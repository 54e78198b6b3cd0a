import { useTranslation } from 'react-i18next';

/** A currency's name in the interface language ('Рубль', 'US dollar'); a code without a translation shows as is. */
export function useCurrencyName() {
  const { t } = useTranslation();
  return (code: string) => t(`wallet:currency.${code}`, { defaultValue: code });
}
