import { lazy } from 'react';
import { HubEntries } from '../features/listings/components/HubEntries.tsx';
import styles from './TabLayout.module.css';

const DatingHomePage = lazy(() => import('../features/dating/pages/DatingHomePage.tsx'));

/** The classic set's Discover tab: the services hub as a row of entries, with the dating feed below it. */
export default function DiscoverTab() {
  return (
    <div className={styles.discover} data-testid="discover-tab">
      <HubEntries strip />
      <div className={styles.discoverFeed}>
        <DatingHomePage />
      </div>
    </div>
  );
}
