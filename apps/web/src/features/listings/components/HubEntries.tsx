import {
  EditSOutline,
  EyeInvisibleOutline,
  FileOutline,
  GlobalOutline,
  HeartOutline,
  HistogramOutline,
  InformationCircleOutline,
  PayCircleOutline,
  PhonebookOutline,
  SearchOutline,
  ShopbagOutline,
  StarOutline,
  TeamOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { useNeedsAccount } from '../../../shared/ui/useNeedsAccount.ts';
import styles from './listings.module.css';
import { HUB_ENTRIES } from '../model/services-hub.ts';

const ICONS: Record<string, React.ReactNode> = {
  heart: <HeartOutline />,
  star: <StarOutline />,
  shop: <ShopbagOutline />,
  pay: <PayCircleOutline />,
  team: <TeamOutline />,
  info: <InformationCircleOutline />,
  global: <GlobalOutline />,
  edit: <EditSOutline />,
  phone: <PhonebookOutline />,
  survey: <FileOutline />,
  anonymous: <EyeInvisibleOutline />,
  fitness: <HistogramOutline />,
  dna: <SearchOutline />,
};

/**
 * Every service of the hub with its icon; `strip` lays them in one scrolling row (the classic set's Discover tab, above
 * the dating feed). Those that need an account ask a guest to log in (dating's feed is open to guests).
 */
export function HubEntries({ strip = false }: { strip?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { guard } = useNeedsAccount();
  return (
    <nav
      className={strip ? styles.hubStrip : styles.hub}
      aria-label={t('listings:hub.title')}
      data-testid="services-hub"
    >
      {HUB_ENTRIES.map((entry) => {
        const { to } = entry;
        const open =
          to === paths.dating ? () => navigate(to) : guard(() => navigate(to), t('listings:hub.login'));
        return (
          <button
            key={entry.key}
            type="button"
            className={styles.hubEntry}
            onClick={open}
            data-testid={`hub-${entry.key}`}
          >
            <span className={styles.hubIcon} aria-hidden="true">
              {ICONS[entry.icon]}
            </span>
            {t(`listings:hub.${entry.key}`)}
          </button>
        );
      })}
    </nav>
  );
}
