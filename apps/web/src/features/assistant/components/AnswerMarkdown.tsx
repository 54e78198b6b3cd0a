import Markdown, { type Components } from 'react-markdown';
import styles from './assistant.module.css';

// Links leave the app in a new tab; react-markdown renders no raw HTML and drops javascript: and similar addresses.
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer" />,
};

/** An answer's Markdown (paragraphs, lists, emphasis, code blocks) as React elements: safe while half-written. */
export default function AnswerMarkdown({ text }: { text: string }) {
  return (
    <div className={styles.markdown}>
      <Markdown components={components}>{text}</Markdown>
    </div>
  );
}
