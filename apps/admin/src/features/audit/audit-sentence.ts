import type { AuditVo } from '@volna/contracts';
import type { TFunction } from 'i18next';

/** What staff did, as the console says it: the action's verb (`topUp.confirm` → confirm), worded per language. */
export function auditAction(t: TFunction, action: string): string {
  const verb = action.slice(action.lastIndexOf('.') + 1);
  return t(`audit:actions.${verb}`, { defaultValue: verb });
}

/** The object an audit line is about, named: "Top-up #12". */
export const auditObject = (t: TFunction, row: Pick<AuditVo, 'objectType' | 'objectId'>) =>
  `${t(`audit:objects.${row.objectType}`, { defaultValue: row.objectType })} #${row.objectId}`;

/** One audit line as a sentence: "Anna (#3) confirmed Top-up #12". */
export const auditSentence = (t: TFunction, row: AuditVo) =>
  t('audit:sentence', {
    staff: `${row.staffName} (#${row.staffId})`,
    action: auditAction(t, row.action),
    object: auditObject(t, row),
  });

const worded = (t: TFunction, value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'audit:yes' : 'audit:no');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
};

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : value === null || value === undefined
      ? {}
      : { value };

/**
 * What changed, field by field, in words: "state: 1 → 2; reason: Wrong amount". A field the same before and after is
 * left out; one only after is shown with its value alone.
 */
export function auditChanges(t: TFunction, before: unknown, after: unknown): string {
  const was = fieldsOf(before);
  const now = fieldsOf(after);
  const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return keys
    .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]))
    .map((key) => {
      const label = t(`audit:fields.${key}`, { defaultValue: key });
      if (!(key in was)) return `${label}: ${worded(t, now[key])}`;
      return `${label}: ${worded(t, was[key])} → ${worded(t, now[key])}`;
    })
    .join('; ');
}
