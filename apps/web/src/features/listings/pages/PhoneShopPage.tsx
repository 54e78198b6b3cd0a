import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { MarketList } from '../components/MarketList.tsx';
import { PHONES_CATEGORY } from '../model/phone-shop.ts';

/** pages/shop/iphone: the phone shop — the market's list fixed to goods in the phones category (service tag 913). */
export default function PhoneShopPage() {
  const { t } = useTranslation();
  return (
    <MarketList
      title={t('listings:phones.title')}
      fixed={{ kind: 'goods', category: PHONES_CATEGORY }}
      publishKind="goods"
      backTo={paths.servicesHub}
    />
  );
}
