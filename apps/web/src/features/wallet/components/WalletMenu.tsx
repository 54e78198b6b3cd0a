import { Grid } from 'antd-mobile';
import {
  BankcardOutline,
  FileOutline,
  LoopOutline,
  PayCircleOutline,
  ScanningOutline,
  SendOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { useNeedsAccount } from '../../../shared/ui/useNeedsAccount.ts';
import styles from './WalletMenu.module.css';

// Every action but the instructions needs an account (spec §6: a guest on the wallet page is asked to log in).
const items: { path: string; label: string; icon: ReactNode; guest?: boolean }[] = [
  { path: paths.p2pHome, label: 'wallet:menu.p2p', icon: <BankcardOutline /> },
  { path: paths.exchangeHome, label: 'wallet:menu.exchange', icon: <LoopOutline /> },
  { path: paths.transfer, label: 'wallet:menu.transfer', icon: <SendOutline /> },
  { path: paths.mergeMoney, label: 'wallet:menu.mergeMoney', icon: <PayCircleOutline /> },
  { path: paths.qrTopUp, label: 'wallet:menu.qrTopUp', icon: <ScanningOutline /> },
  { path: paths.walletInstructions, label: 'wallet:menu.instructions', icon: <FileOutline />, guest: true },
];

/** The wallet's actions under the balances. */
export function WalletMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { guard } = useNeedsAccount();
  return (
    <nav className={styles.menu} aria-label={t('wallet:menu.title')}>
      <Grid columns={4}>
        {items.map((item) => (
          <Grid.Item key={item.path}>
            <button
              type="button"
              className={styles.item}
              onClick={
                item.guest
                  ? () => navigate(item.path)
                  : guard(() => navigate(item.path), t('wallet:guest.prompt'))
              }
            >
              <span className={styles.icon}>{item.icon}</span>
              <span className={styles.label}>{t(item.label)}</span>
            </button>
          </Grid.Item>
        ))}
      </Grid>
    </nav>
  );
}
