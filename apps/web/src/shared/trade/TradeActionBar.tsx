import { Button, type ButtonProps, Popup } from 'antd-mobile';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../payments/trade.module.css';
import { TextArea } from '../ui/TextArea.tsx';

/** One action's button: its look and what pressing it does. */
export type ActionButton = {
  label: string;
  testId: string;
  onClick: () => void;
  color?: ButtonProps['color'];
  fill?: ButtonProps['fill'];
  size?: ButtonProps['size'];
  loading?: boolean;
};

/**
 * The order's action bar (P2P, exchange): a button for each action the server's `actions` (the contracts' transition
 * table, for the viewer's side) allows now, in the area's order; `lead` (the chat with the other party) before them,
 * `children` (the sheets the buttons open) after. Nothing at all when there is nothing to show.
 */
export function TradeActionBar<A extends string>({
  allowed,
  buttons,
  lead,
  children,
}: {
  allowed: readonly string[];
  buttons: Partial<Record<A, ActionButton>>;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  const shown = (Object.entries(buttons) as [A, ActionButton][]).filter(([action]) =>
    allowed.includes(action),
  );
  if (allowed.length === 0 && !lead) return null;
  return (
    <div className={styles.actions}>
      {lead}
      {shown.map(([action, b]) => (
        <Button
          key={action}
          block
          color={b.color}
          fill={b.fill}
          size={b.size}
          loading={b.loading}
          data-testid={b.testId}
          onClick={b.onClick}
        >
          {b.label}
        </Button>
      ))}
      {children}
    </div>
  );
}

/** The i18n keys of a reason sheet's texts: its title, the hint, the field's label and placeholder, "send". */
export type ReasonTexts = { title: string; hint: string; field: string; placeholder: string; send: string };

/**
 * A request with a written reason (a complaint, a cancellation request): title, hint, the text, and "send"; the text
 * is cleared once it is sent.
 */
export function ReasonSheet({
  open,
  onClose,
  texts,
  id,
  maxLength,
  sendTestId,
  pending,
  onSend,
}: {
  open: boolean;
  onClose: () => void;
  texts: ReasonTexts;
  id: string;
  maxLength: number;
  sendTestId: string;
  pending: boolean;
  onSend: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const title = t(texts.title);
  const fieldLabel = t(texts.field);
  return (
    <Popup visible={open} onMaskClick={onClose} bodyClassName={styles.sheet}>
      <h2 className={styles.sheetTitle}>{title}</h2>
      <p className={styles.hint}>{t(texts.hint)}</p>
      <TextArea
        id={id}
        aria-label={fieldLabel}
        value={reason}
        onChange={setReason}
        maxLength={maxLength}
        showCount
        autoSize={{ minRows: 3, maxRows: 6 }}
        placeholder={t(texts.placeholder)}
      />
      <Button
        className={styles.submit}
        block
        color="danger"
        size="large"
        disabled={!reason.trim()}
        loading={pending}
        data-testid={sendTestId}
        onClick={async () => {
          await onSend(reason.trim());
          onClose();
          setReason('');
        }}
      >
        {t(texts.send)}
      </Button>
    </Popup>
  );
}
