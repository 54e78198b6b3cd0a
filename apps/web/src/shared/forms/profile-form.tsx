import { Button, Input } from 'antd-mobile';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PageFrame } from '../ui/PageFrame.tsx';
import { TextArea } from '../ui/TextArea.tsx';
import { FieldCard } from './FieldCard.tsx';

/**
 * The profile-form kit (issue 33) for the cards a user fills about himself — the VIP card, the blind-box card, and
 * the like: a draft of text fields (numbers typed as text), filled from the saved profile once it loads, checked
 * with the contracts' own schema (the form refuses what the server would), errors shown from the first save on.
 */
export function useProfileForm<D extends Record<string, unknown>, B>({
  empty,
  saved,
  toDraft,
  parse,
  save,
  prefill,
}: {
  empty: D;
  /** The saved profile, once loaded (undefined before, null for none yet). */
  saved: unknown;
  /** Without a saved profile: the fields it starts from (another card's shared fields, issue 30). */
  prefill?: Partial<D> | null;
  toDraft: (saved: never) => D;
  parse: (draft: D) => z.ZodSafeParseResult<B>;
  /** Saves the checked body; a refusal is the caller's to show. */
  save: (body: B) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<D>(empty);
  const [showErrors, setShowErrors] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft is filled once per loaded profile
  useEffect(() => {
    if (saved) setDraft(toDraft(saved as never));
  }, [saved]);
  const prefilled = saved === null && Boolean(prefill);
  // biome-ignore lint/correctness/useExhaustiveDependencies: filled once, when there is no card and another one loads
  useEffect(() => {
    if (prefilled) setDraft((d) => ({ ...d, ...prefill }));
  }, [prefilled]);
  const parsed = parse(draft);
  const bad = new Set(
    showErrors ? (parsed.error?.issues ?? []).map((issue) => String(issue.path[0] ?? '')) : [],
  );
  const set =
    <K extends keyof D>(field: K) =>
    (value: D[K]) =>
      setDraft((d) => ({ ...d, [field]: value }));
  const error = (field: string, key: string) => (bad.has(field) ? t(key) : undefined);
  return {
    draft,
    setDraft,
    /** The draft started from another card (say so above the form). */
    prefilled,
    set,
    /** The field's error text (`key`) once a save was tried and the schema refuses the field. */
    error,
    /** A number field (age, height, weight) labelled `<prefix>.<field>`, its error `<prefix>.<field>Range`. */
    number: (field: keyof D & string, prefix: string) => (
      <ProfileNumberField
        label={t(`${prefix}.${field}`)}
        error={error(field, `${prefix}.${field}Range`)}
        value={String(draft[field] ?? '')}
        onChange={(value) => set(field)(value as D[typeof field])}
      />
    ),
    onSave: async () => {
      setShowErrors(true);
      if (parsed.success) await save(parsed.data);
    },
  };
}

/** A one-line or multi-line text field on its card. */
export function ProfileTextField({
  label,
  error,
  value,
  onChange,
  maxLength,
  rows,
}: {
  label: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** A multi-line text growing from `min` to `max` rows. */
  rows?: { min: number; max: number };
}) {
  return (
    <FieldCard label={label} error={error}>
      {rows ? (
        <TextArea
          aria-label={label}
          value={value}
          onChange={onChange}
          maxLength={maxLength}
          showCount
          autoSize={{ minRows: rows.min, maxRows: rows.max }}
        />
      ) : (
        <Input aria-label={label} value={value} onChange={onChange} maxLength={maxLength} clearable />
      )}
    </FieldCard>
  );
}

/** A whole number typed on its card (age, height, weight), with the numeric keyboard. */
export function ProfileNumberField({
  label,
  error,
  value,
  onChange,
}: {
  label: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FieldCard label={label} error={error}>
      <Input type="number" inputMode="numeric" aria-label={label} value={value} onChange={onChange} />
    </FieldCard>
  );
}

/** Above a form that started from another card: says so (issue 30). */
export function PrefilledNote({ shown, className }: { shown: boolean; className?: string }) {
  const { t } = useTranslation();
  return shown ? (
    <p className={className} data-testid="profile-prefilled">
      {t('common:profiles.prefilled')}
    </p>
  ) : null;
}

/** The profile form's page: its fields, and "save" at the foot. */
export function ProfileFormPage({
  title,
  backTo,
  saveLabel,
  saving,
  onSave,
  className,
  children,
}: {
  title: string;
  backTo: string;
  saveLabel: string;
  saving: boolean;
  onSave: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <PageFrame
      title={title}
      backTo={backTo}
      footer={
        <Button block color="primary" size="large" loading={saving} onClick={onSave}>
          {saveLabel}
        </Button>
      }
    >
      <div className={className}>{children}</div>
    </PageFrame>
  );
}
