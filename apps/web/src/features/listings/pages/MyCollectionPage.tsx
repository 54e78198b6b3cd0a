import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { useFavouriteListings } from '../api/myListings.ts';
import { ListingList } from '../components/ListingList.tsx';

/** myCollection: the listings I keep, newest kept first, pulled to refresh. */
export default function MyCollectionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const list = useFavouriteListings();
  return (
    <PageFrame title={t('listings:collection.title')} backTo={paths.categoryUserInfo}>
      <ListingList
        list={list}
        showState
        empty={{
          title: t('listings:collection.empty'),
          hint: t('listings:collection.emptyHint'),
          action: (
            <Button color="primary" onClick={() => navigate(paths.categoryHome)}>
              {t('listings:home.browse')}
            </Button>
          ),
        }}
      />
    </PageFrame>
  );
}
