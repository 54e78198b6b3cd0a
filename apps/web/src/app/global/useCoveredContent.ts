import { useEffect, useState } from 'react';

/** What the floating help button must never sit on: marked bars (a chat composer, a page's bottom action bar). */
export const HIDES_HELP_SELECTOR = '[data-hides-help]';

const fieldFocused = () => {
  const active = document.activeElement;
  return (
    active instanceof HTMLInputElement ||
    active instanceof HTMLTextAreaElement ||
    active?.getAttribute('contenteditable') === 'true'
  );
};

/** True while the page shows a composer or bottom action bar, or a field is being typed in (the keyboard is up). */
export function useCoveredContent() {
  const [covered, setCovered] = useState(false);
  useEffect(() => {
    const check = () => setCovered(fieldFocused() || document.querySelector(HIDES_HELP_SELECTOR) !== null);
    check();
    // Pages mount and unmount their bars without telling the shell; the batched mutation list is cheap to skip.
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    // On focusout the document's active element is already the body; focusin follows when focus moves on.
    document.addEventListener('focusin', check);
    document.addEventListener('focusout', check);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', check);
      document.removeEventListener('focusout', check);
    };
  }, []);
  return covered;
}
