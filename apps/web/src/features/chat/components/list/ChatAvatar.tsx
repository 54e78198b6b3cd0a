import { BellOutline } from 'antd-mobile-icons';
import { UserAvatar } from '../../../../shared/ui/UserAvatar.tsx';
import styles from './chat-list.module.css';
import type { AvatarLook } from '../../../../shared/messaging/model/useChatRows.ts';

/** A chat's picture: the user's or group's photo, their initial on a gradient, or the system chat's bell. */
export function ChatAvatar({ look, size, alt }: { look: AvatarLook; size: number; alt: string }) {
  if (look.kind === 'system')
    return (
      <span
        className={styles.systemAvatar}
        style={{ width: size, height: size, fontSize: size * 0.5 }}
        role="img"
        aria-label={alt}
      >
        <BellOutline />
      </span>
    );
  return (
    <UserAvatar src={look.src} nickName={look.name} avatarColorCode={look.colorCode} size={size} alt={alt} />
  );
}
