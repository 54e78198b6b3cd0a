import { defaultAvatar } from '../session/session-store.ts';
import styles from './UserAvatar.module.css';

type Props = { src?: string; nickName?: string; avatarColorCode?: number; size?: number; alt: string };

/** The user's picture, or his colour gradient with the first letter of his name (spec §3). */
export function UserAvatar({ src, nickName, avatarColorCode, size = 64, alt }: Props) {
  // A name shown as '+7 916…' gets its first digit, not the plus sign.
  const look = defaultAvatar(nickName?.replace(/^[^\p{L}\p{N}]+/u, ''), avatarColorCode);
  return (
    <span
      className={styles.avatar}
      style={{
        width: size,
        height: size,
        fontSize: size * 0.42,
        background: src ? undefined : look.background,
      }}
      role="img"
      aria-label={alt}
    >
      {src ? <img src={src} alt={alt} /> : look.letter}
    </span>
  );
}

type Person = { avatar: string; avatarCompress?: string; nickName?: string; avatarColorCode?: number };

/** A person's avatar from his user record: the small copy when there is one; `name` lends the letter when he has no nickname. */
export function PersonAvatar({
  person,
  name,
  size,
  alt,
}: {
  person: Person;
  name?: string;
  size?: number;
  alt: string;
}) {
  return (
    <UserAvatar
      src={person.avatarCompress || person.avatar}
      nickName={person.nickName || name}
      avatarColorCode={person.avatarColorCode}
      size={size}
      alt={alt}
    />
  );
}
