import { Button } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { useMyListings } from '../api/myListings.ts';
import { ListingList } from '../components/ListingList.tsx';
import { isPhoneListing, PHONES_CATEGORY } from '../model/phone-shop.ts';

/**
 * iphone/myIphone: my listings in the phone shop's category, every state. My releases have no category filter on the
 * server, so every page of mine is read (one person's listings) and the phones kept.
 */
export default function MyPhonesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useMyListings();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const publish = () => navigate(`${paths.categoryForm}?kind=goods&category=${PHONES_CATEGORY}`);
  return (
    <PageFrame title={t('listings:phones.mine')} backTo={paths.phoneShop}>
      <ListingList
        list={list}
        showState
        keep={isPhoneListing}
        empty={{
          title: t('listings:phones.empty'),
          hint: t('listings:phones.emptyHint'),
          action: (
            <Button color="primary" onClick={publish}>
              {t('listings:phones.sell')}
            </Button>
          ),
        }}
      />
    </PageFrame>
  );
}
