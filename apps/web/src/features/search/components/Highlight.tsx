import { highlightParts } from '../model/highlight.ts';
import styles from './search.module.css';

/** `text` with each occurrence of `query` marked; React escapes every piece, so no markup can come from the text. */
export function Highlight({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move
          <mark key={index} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text never move
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
