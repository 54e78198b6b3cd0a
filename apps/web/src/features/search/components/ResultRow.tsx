import { List } from 'antd-mobile';
import type { ReactNode } from 'react';
import { UserAvatar } from '../../../shared/ui/UserAvatar.tsx';
import { Highlight } from './Highlight.tsx';
import styles from './search.module.css';

type Props = {
  query: string;
  title: string;
  description?: string;
  extra?: ReactNode;
  avatar: { src?: string; name: string; colorCode?: number };
  onOpen: () => void;
};

/** One result: picture, the matched name and a second line, each with the query marked. */
export function ResultRow({ query, title, description, extra, avatar, onOpen }: Props) {
  return (
    <List.Item
      className={styles.row}
      data-search-row=""
      prefix={
        <UserAvatar
          src={avatar.src || undefined}
          nickName={avatar.name}
          avatarColorCode={avatar.colorCode}
          size={40}
          alt={avatar.name}
        />
      }
      description={description ? <Highlight text={description} query={query} /> : undefined}
      extra={extra}
      onClick={onOpen}
      arrowIcon={false}
    >
      <span className={styles.title}>
        <Highlight text={title} query={query} />
      </span>
    </List.Item>
  );
}
