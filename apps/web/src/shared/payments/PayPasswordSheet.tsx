import { PAY_PASSWORD_LENGTH } from '@volna/contracts';
import { Button, PasscodeInput, type PasscodeInputRef, Popup, SpinLoading } from 'antd-mobile';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isOnline } from '../lib/online.ts';
import { paths } from '../lib/paths.ts';
import { refuseMoneyOffline } from './offline-refusal.ts';
import { usePayPasswordSet } from './pay-password-state.ts';
import { paymentProblem } from './payment-errors.ts';
import styles from './payments.module.css';

type Props = {
  visible: boolean;
  onClose: () => void;
  /** What is being paid, shown above the digits (amount, recipient). */
  description?: ReactNode;
  /** Sends the payment with the entered password; call the API with `silent: true` and let it reject. */
  onSubmit: (payPassword: string) => Promise<unknown>;
  /** The payment went through; the sheet has closed. */
  onSuccess?: (result: unknown) => void;
  /** Any failure other than the pay password's own (insufficient balance, a refusal); the sheet has closed. */
  onError?: (error: unknown) => void;
};

/**
 * The 6-digit pay password entry every outgoing payment ends with. Six digits send at once; a wrong password
 * shows the server's message with the attempts left and clears the digits, a lock (5 wrong in a row) shows the
 * 15-minute message and stops entry, and without a pay password it offers the settings page instead. Other
 * failures close the sheet and go to `onError` (e.g. the top-up prompt for insufficient balance).
 */
export function PayPasswordSheet({ visible, onClose, description, onSubmit, onSuccess, onError }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const hasPassword = usePayPasswordSet();
  const input = useRef<PasscodeInputRef>(null);
  const [value, setValue] = useState('');
  const [message, setMessage] = useState('');
  const [locked, setLocked] = useState(false);
  const [notSet, setNotSet] = useState(false);
  const [sending, setSending] = useState(false);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!visible) return;
    // Money moves only online (issue 35): said before any digit is typed, and nothing is sent.
    if (!isOnline()) {
      refuseMoneyOffline();
      close.current();
      return;
    }
    setValue('');
    setMessage('');
    setLocked(false);
    setNotSet(false);
  }, [visible]);

  const send = async (password: string) => {
    setSending(true);
    setMessage('');
    try {
      const result = await onSubmit(password);
      onClose();
      onSuccess?.(result);
    } catch (error) {
      const problem = paymentProblem(error);
      const text = error instanceof Error ? error.message : '';
      setValue('');
      if (problem === 'wrongPassword') {
        setMessage(text || t('wallet:payPassword.wrong'));
        input.current?.focus();
      } else if (problem === 'locked') {
        setLocked(true);
        setMessage(text || t('wallet:payPassword.locked'));
      } else if (problem === 'passwordNotSet') setNotSet(true);
      else {
        onClose();
        onError?.(error);
      }
    } finally {
      setSending(false);
    }
  };

  const onChange = (raw: string) => {
    // Locked: the server would only answer the lock again, so keystrokes go nowhere until the sheet reopens.
    if (locked) return;
    const digits = raw.replace(/\D/g, '').slice(0, PAY_PASSWORD_LENGTH);
    setValue(digits);
    if (digits.length === PAY_PASSWORD_LENGTH && !sending) void send(digits);
  };

  const needsPassword = notSet || hasPassword.data === false;
  let body: ReactNode;
  if (hasPassword.isPending) body = <SpinLoading className={styles.sheetSpinner} />;
  else if (needsPassword)
    body = (
      <div className={styles.sheetNotice}>
        <p>{t('wallet:payPassword.notSet')}</p>
        <Button
          color="primary"
          block
          onClick={() => {
            onClose();
            navigate(paths.payPassword);
          }}
        >
          {t('wallet:payPassword.setIt')}
        </Button>
      </div>
    );
  else
    body = (
      <>
        <PasscodeInput
          ref={input}
          className={styles.passcode}
          length={PAY_PASSWORD_LENGTH}
          value={value}
          onChange={onChange}
          error={Boolean(message)}
          aria-label={t('wallet:payPassword.title')}
          data-testid="pay-password"
          style={locked || sending ? { pointerEvents: 'none', opacity: 0.5 } : undefined}
        />
        {sending && <SpinLoading className={styles.sheetSpinner} />}
        {message && (
          <p className={styles.sheetError} role="alert">
            {message}
          </p>
        )}
        {!locked && !message && <p className={styles.sheetHint}>{t('wallet:payPassword.hint')}</p>}
      </>
    );

  return (
    <Popup
      visible={visible}
      onMaskClick={sending ? undefined : onClose}
      afterShow={() => input.current?.focus()}
      bodyClassName={styles.sheet}
      destroyOnClose
    >
      <div className={styles.sheetHeader}>
        <h2 className={styles.sheetTitle}>{t('wallet:payPassword.title')}</h2>
        <Button fill="none" size="small" onClick={onClose} disabled={sending}>
          {t('common:close')}
        </Button>
      </div>
      {description && <div className={styles.sheetDescription}>{description}</div>}
      {body}
    </Popup>
  );
}
