import { useTranslation } from 'react-i18next';
import styles from './friends.module.css';

export const sectionId = (letter: string) => `contacts-section-${letter}`;

function jumpTo(letter: string | undefined) {
  if (letter) document.getElementById(sectionId(letter))?.scrollIntoView({ block: 'start' });
}

/** The letters down the side: a tap, or a finger sliding along them, scrolls to that section. */
export function ContactIndexBar({ letters }: { letters: string[] }) {
  const { t } = useTranslation();
  const onTouchMove = (event: React.TouchEvent) => {
    const touch = event.touches[0];
    if (!touch) return;
    const target = document.elementFromPoint(touch.clientX, touch.clientY);
    jumpTo(target?.closest<HTMLElement>('[data-index-letter]')?.dataset.indexLetter);
  };
  return (
    <ul className={styles.index} data-hides-help aria-label={t('friends:index')} onTouchMove={onTouchMove}>
      {letters.map((letter) => (
        <li key={letter}>
          <button
            type="button"
            className={styles.indexLetter}
            data-index-letter={letter}
            onClick={() => jumpTo(letter)}
          >
            {letter}
          </button>
        </li>
      ))}
    </ul>
  );
}
