import { useEffect, useRef, useState } from 'react';

/** Spec §9: search input waits 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * A text typed into a search field, passed on `delay` ms after the last keystroke. A value changed from outside (a
 * reset, back to an older address) replaces what is shown.
 */
export function useDebouncedText(
  value: string,
  onSettled: (text: string) => void,
  delay = SEARCH_DEBOUNCE_MS,
) {
  const [text, setText] = useState(value);
  const settled = useRef(onSettled);
  settled.current = onSettled;
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => settled.current(text), delay);
    return () => clearTimeout(timer);
  }, [text, value, delay]);
  return [text, setText] as const;
}
