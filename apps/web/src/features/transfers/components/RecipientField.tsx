import { type AreaCode, normalizePhone, type UserVo } from '@volna/contracts';
import { Button, SpinLoading } from 'antd-mobile';
import { UserContactOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneInput } from '../../../shared/forms/PhoneInput.tsx';
import { PersonAvatar } from '../../../shared/ui/UserAvatar.tsx';
import { useTransferRecipient } from '../api/transferRecipient.ts';
import { ContactPicker } from './ContactPicker.tsx';
import styles from './transfer.module.css';

/**
 * The recipient: picked from my contacts, or by phone with its area code; once the number is a valid one the server
 * is asked who it is (as his privacy lets me see him), and the person found, or why nobody is, shows under the field.
 */
export function RecipientField({ onRecipient }: { onRecipient: (user: UserVo | null) => void }) {
  const { t } = useTranslation();
  const [areaCode, setAreaCode] = useState<AreaCode>('+7');
  const [phone, setPhone] = useState('');
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<UserVo | null>(null);
  const national = picked ? null : normalizePhone(areaCode, phone);
  const lookup = useTransferRecipient(national ? { areaCode, phone: national } : null);
  const found = picked ?? (national ? (lookup.data ?? null) : null);

  useEffect(() => onRecipient(found), [found, onRecipient]);

  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <span className={styles.label}>{t('transfer:form.phone')}</span>
        <Button size="mini" fill="none" color="primary" onClick={() => setPicking(true)}>
          <UserContactOutline /> {t('transfer:form.fromContacts')}
        </Button>
      </div>
      <div className={styles.row}>
        <PhoneInput
          areaCode={areaCode}
          onAreaCode={setAreaCode}
          phone={phone}
          onPhone={(value) => {
            setPicked(null);
            setPhone(value);
          }}
        />
      </div>
      <ContactPicker
        visible={picking}
        onClose={() => setPicking(false)}
        onPick={(user) => {
          setPicking(false);
          setPhone('');
          setPicked(user);
        }}
      />
      {phone !== '' && !national && <p className={styles.hint}>{t('transfer:form.phoneIncomplete')}</p>}
      {national && lookup.isFetching && (
        <SpinLoading className={styles.progress} style={{ '--size': '20px' }} />
      )}
      {national && lookup.isError && (
        <p className={styles.error} role="alert" data-testid="recipient-error">
          {lookup.error instanceof Error && lookup.error.message
            ? lookup.error.message
            : t('transfer:form.notFound')}
        </p>
      )}
      {found && (
        <div className={styles.recipient} data-testid="transfer-recipient">
          <PersonAvatar person={found} size={40} alt="" />
          <span className={styles.recipientName}>{found.nickName}</span>
        </div>
      )}
    </div>
  );
}
