import { useCallback, useEffect, useState } from 'react';

const PREFIX = 'volna.draft.';

/**
 * A form's state kept in this tab's sessionStorage under `key`, so a detour and back (setting the pay password from
 * the payment sheet) finds what was typed; `clear()` once the form is done. Without storage it is plain state.
 */
export function useSessionDraft<T extends object>(key: string, initial: T) {
  const storageKey = PREFIX + key;
  const [draft, setDraft] = useState<T>(() => {
    try {
      const saved = sessionStorage.getItem(storageKey);
      return saved ? { ...initial, ...(JSON.parse(saved) as Partial<T>) } : initial;
    } catch {
      return initial;
    }
  });
  useEffect(() => {
    try {
      sessionStorage.setItem(storageKey, JSON.stringify(draft));
    } catch {
      // Storage full or off: the draft lives as long as the page.
    }
  }, [storageKey, draft]);
  const update = useCallback((patch: Partial<T>) => setDraft((current) => ({ ...current, ...patch })), []);
  const clear = useCallback(() => {
    try {
      sessionStorage.removeItem(storageKey);
    } catch {
      // Nothing was kept.
    }
  }, [storageKey]);
  return [draft, update, clear] as const;
}
