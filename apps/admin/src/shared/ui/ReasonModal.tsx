import { STAFF_REASON_MAX_LENGTH } from '@volna/contracts';
import { Button, Modal, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settled } from '../api.ts';
import { ReasonField } from './ReasonField.tsx';

/**
 * A staff step that needs a written reason and then a second "are you sure" (block an account, cancel a safe
 * transfer): the reason field, "cancel", and the danger button behind its confirmation. The reason is cleared on close.
 */
export function ReasonModal({
  open,
  title,
  onClose,
  fieldLabel,
  placeholder,
  question,
  action,
  pending,
  onConfirm,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  fieldLabel: string;
  placeholder: string;
  question: string;
  action: string;
  pending: boolean;
  /** Takes the trimmed reason; the modal closes once it resolves. */
  onConfirm: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const close = () => {
    onClose();
    setReason('');
  };
  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      footer={[
        <Button key="cancel" onClick={close}>
          {t('common:cancel')}
        </Button>,
        <Popconfirm
          key="confirm"
          title={question}
          disabled={!reason.trim()}
          onConfirm={settled(async () => {
            await onConfirm(reason.trim());
            close();
          })}
        >
          <Button danger type="primary" disabled={!reason.trim()} loading={pending}>
            {action}
          </Button>
        </Popconfirm>,
      ]}
    >
      <ReasonField
        label={fieldLabel}
        placeholder={placeholder}
        maxLength={STAFF_REASON_MAX_LENGTH}
        value={reason}
        onChange={setReason}
      />
    </Modal>
  );
}
