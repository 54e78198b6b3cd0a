import { useTranslation } from 'react-i18next';
import styles from './conversation.module.css';
import { EMOJI } from './emoji.ts';

/** A grid of common emoji; a tap inserts one at the cursor. */
export function EmojiPanel({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.emojiPanel} role="listbox" aria-label={t('conversation:emoji')}>
      {EMOJI.map((emoji) => (
        <button
          key={emoji}
          type="button"
          role="option"
          aria-selected={false}
          className={styles.emoji}
          // Keeps the text area focused (and its cursor) on desktop.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(emoji)}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
}
