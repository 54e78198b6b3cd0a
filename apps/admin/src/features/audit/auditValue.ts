/** An audit line's before/after as one line of text; nothing is a dash. */
export const auditValue = (value: unknown) =>
  value === null || value === undefined ? '—' : JSON.stringify(value);
