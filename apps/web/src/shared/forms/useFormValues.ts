import { useCallback, useRef, useState } from 'react';

/** A field's error: the message (an issue code or text, worded by issueText) under the field. */
export type FieldError = { message?: string };
export type FormErrors<T> = Partial<Record<keyof T, FieldError>>;

/**
 * After a change, once the form was submitted: the changed fields take what the check now says of them; the others
 * keep theirs until they change or the form is submitted again (react-hook-form's reValidateMode 'onChange').
 */
export function errorsAfterChange<T>(
  current: FormErrors<T>,
  found: FormErrors<T>,
  changed: readonly (keyof T)[],
): FormErrors<T> {
  const next = { ...current };
  for (const name of changed) {
    if (found[name]) next[name] = found[name];
    else delete next[name];
  }
  return next;
}

/**
 * A form that keeps its own values, checked by `validate` on submit and, after the first submit, again on each
 * change: the small part of react-hook-form the login page used, without its 13 KB on the first screen (issue 19).
 */
export function useFormValues<T extends Record<string, unknown>>(
  initial: T,
  validate: (values: T) => Promise<FormErrors<T>>,
) {
  const [values, setValues] = useState(initial);
  // The latest values for handlers that run after an await (a state read there would be a render late).
  const latest = useRef(values);
  const [errors, setErrors] = useState<FormErrors<T>>({});
  const submitted = useRef(false);
  const validateRef = useRef(validate);
  validateRef.current = validate;
  // A slower check of older values must not overwrite a newer one's answer.
  const checks = useRef(0);

  const setValue = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    latest.current = { ...latest.current, [name]: value };
    setValues(latest.current);
    if (!submitted.current) return;
    const check = ++checks.current;
    void validateRef.current(latest.current).then((found) => {
      if (check === checks.current) setErrors((current) => errorsAfterChange(current, found, [name]));
    });
  }, []);

  const setError = useCallback((name: keyof T, error: FieldError) => {
    setErrors((current) => ({ ...current, [name]: error }));
  }, []);

  const clearErrors = useCallback((name: keyof T) => {
    setErrors((current) => errorsAfterChange(current, {}, [name]));
  }, []);

  /** The form's submit handler: checks the values and, when they pass, hands them to `onValid`. */
  const handleSubmit =
    (onValid: (values: T) => Promise<void> | void) => async (event?: { preventDefault: () => void }) => {
      event?.preventDefault();
      submitted.current = true;
      const check = ++checks.current;
      const found = await validateRef.current(latest.current);
      if (check === checks.current) setErrors(found);
      if (Object.keys(found).length === 0) await onValid(latest.current);
    };

  const getValues = useCallback(() => latest.current, []);

  return { values, errors, setValue, setError, clearErrors, handleSubmit, getValues };
}
