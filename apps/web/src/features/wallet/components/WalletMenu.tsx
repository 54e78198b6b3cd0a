import { Grid } from 'antd-mobile';
import { FileOutline, PayCircleOutline, ScanningOutline, SendOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import styles from './WalletMenu.module.css';

// P2P top-up/withdrawal and exchange are a later issue's pages; until they exist the menu does not offer them.
const items: { path: string; label: string; icon: ReactNode }[] = [
  { path: paths.transfer, label: 'wallet:menu.transfer', icon: <SendOutline /> },
  { path: paths.mergeMoney, label: 'wallet:menu.mergeMoney', icon: <PayCircleOutline /> },
  { path: paths.qrTopUp, label: 'wallet:menu.qrTopUp', icon: <ScanningOutline /> },
  { path: paths.walletInstructions, label: 'wallet:menu.instructions', icon: <FileOutline /> },
];

/** The wallet's actions under the balances. */
export function WalletMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <nav className={styles.menu} aria-label={t('wallet:menu.title')}>
      <Grid columns={4}>
        {items.map((item) => (
          <Grid.Item key={item.path}>
            <button type="button" className={styles.item} onClick={() => navigate(item.path)}>
              <span className={styles.icon}>{item.icon}</span>
              <span className={styles.label}>{t(item.label)}</span>
            </button>
          </Grid.Item>
        ))}
      </Grid>
    </nav>
  );
}
