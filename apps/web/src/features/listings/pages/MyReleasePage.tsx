import { ListingState } from '@volna/contracts';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { ChipChoice } from '../../../shared/ui/ChipChoice.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { useMyListings } from '../api/myListings.ts';
import { ListingList } from '../components/ListingList.tsx';
import styles from '../components/listings.module.css';

const STATES = [
  'all',
  String(ListingState.onShelf),
  String(ListingState.removed),
  String(ListingState.revoked),
] as const;
type StateChoice = (typeof STATES)[number];

/**
 * myRelease: what I published, every state or one (on shelf, removed, revoked), each with its state; a listing opens
 * its page, where the owner's actions are.
 */
export default function MyReleasePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const chosen = (STATES as readonly string[]).includes(params.get('state') ?? '')
    ? (params.get('state') as StateChoice)
    : 'all';
  const list = useMyListings(chosen === 'all' ? undefined : Number(chosen));
  return (
    <PageFrame
      title={t('listings:releases.title')}
      backTo={paths.categoryUserInfo}
      footer={
        <Button block color="primary" size="large" onClick={() => navigate(paths.categoryForm)}>
          {t('listings:list.publish')}
        </Button>
      }
    >
      <div className={styles.toolbar}>
        <ChipChoice
          label={t('listings:releases.state')}
          value={chosen}
          onChange={(state) => setParams(state === 'all' ? {} : { state }, { replace: true })}
          options={STATES.map((state) => ({
            value: state,
            label: state === 'all' ? t('listings:releases.all') : t(`listings:state.${state}`),
          }))}
        />
      </div>
      <ListingList
        list={list}
        showState
        empty={{ title: t('listings:releases.empty'), hint: t('listings:releases.emptyHint') }}
      />
    </PageFrame>
  );
}
