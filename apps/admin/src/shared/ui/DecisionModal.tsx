import { Modal } from 'antd';
import { useState } from 'react';
import { settled } from '../api.ts';
import { ReasonField } from './ReasonField.tsx';

/**
 * Staff's decision on a disputed order (P2P, exchange, marketplace appeal): the decision's name as title and button,
 * what it will do, and the required reason or note that goes into the audit. Open while `title` is not null.
 */
export function DecisionModal({
  title,
  hint,
  fieldLabel,
  maxLength,
  loading,
  danger = false,
  onCancel,
  onConfirm,
}: {
  title: string | null;
  hint: string;
  fieldLabel: string;
  maxLength: number;
  loading: boolean;
  danger?: boolean;
  onCancel: () => void;
  /** Takes the trimmed text; the field is cleared once it resolves. */
  onConfirm: (text: string) => Promise<void>;
}) {
  const [text, setText] = useState('');
  return (
    <Modal
      open={title !== null}
      title={title ?? ''}
      onCancel={onCancel}
      okText={title ?? ''}
      okButtonProps={{ disabled: !text.trim(), loading, danger }}
      onOk={settled(async () => {
        await onConfirm(text.trim());
        setText('');
      })}
    >
      <p>{hint}</p>
      <ReasonField label={fieldLabel} maxLength={maxLength} value={text} onChange={setText} />
    </Modal>
  );
}
