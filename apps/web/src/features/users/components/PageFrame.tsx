import { NavBar } from 'antd-mobile';
import type { ReactNode } from 'react';
import { paths } from '../../../app/paths.ts';
import { useGoBack } from '../../../shared/lib/navigation.ts';
import styles from './users.module.css';

type Props = { title: string; children: ReactNode; right?: ReactNode; backTo?: string };

/** A settings-style page: header with the back rule of spec §2, then the content. */
export function PageFrame({ title, children, right, backTo = paths.settings }: Props) {
  const goBack = useGoBack(backTo);
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <NavBar onBack={goBack} right={right}>
          {title}
        </NavBar>
      </div>
      {children}
    </div>
  );
}
