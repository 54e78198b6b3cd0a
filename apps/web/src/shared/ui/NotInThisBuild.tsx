import { Button, ErrorBlock, NavBar } from 'antd-mobile';
import styles from './NotInThisBuild.module.css';

/**
 * Honest empty state of a tab whose area is not part of this build: what it is, that it is not here yet,
 * and what the user can do instead (the actions).
 */
export function NotInThisBuild({
  title,
  heading,
  description,
  actions,
}: {
  title: string;
  heading: string;
  description: string;
  actions: { key: string; text: string; onClick: () => void; primary?: boolean }[];
}) {
  return (
    <div className={styles.page}>
      <NavBar back={null}>{title}</NavBar>
      <div className={styles.body}>
        <ErrorBlock status="empty" title={heading} description={description} fullPage={false}>
          <div className={styles.actions}>
            {actions.map((action) => (
              <Button
                key={action.key}
                block
                color={action.primary ? 'primary' : 'default'}
                fill={action.primary ? 'solid' : 'outline'}
                onClick={action.onClick}
              >
                {action.text}
              </Button>
            ))}
          </div>
        </ErrorBlock>
      </div>
    </div>
  );
}
