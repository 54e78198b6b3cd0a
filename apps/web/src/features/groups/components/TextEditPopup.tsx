import { Button, Input, Popup } from 'antd-mobile';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../../../shared/ui/TextArea.tsx';
import styles from './groups.module.css';

type Props = {
  visible: boolean;
  title: string;
  initial: string;
  maxLength: number;
  multiline?: boolean;
  /** An empty value is refused in place (the group name); otherwise '' is a valid answer (clears it). */
  required?: boolean;
  placeholder?: string;
  saving: boolean;
  onSave: (value: string) => void;
  onClose: () => void;
};

/** One text of the group (its name, notice, my nickname) edited in a sheet, with its length limit shown. */
export function TextEditPopup(props: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState(props.initial);
  const [error, setError] = useState('');
  // The field's own label (antd-mobile puts aria attributes on its wrapper, not on the text box).
  const fieldId = useId();
  useEffect(() => {
    if (props.visible) {
      setValue(props.initial);
      setError('');
    }
  }, [props.visible, props.initial]);

  const save = () => {
    const text = props.multiline ? value : value.trim();
    if (props.required && !text.trim()) {
      setError(t('groups:edit.required'));
      return;
    }
    props.onSave(text);
  };

  return (
    <Popup visible={props.visible} onMaskClick={props.onClose} destroyOnClose>
      <div className={styles.popupBody}>
        <label className={styles.popupTitle} htmlFor={fieldId}>
          {props.title}
        </label>
        {props.multiline ? (
          <TextArea
            value={value}
            onChange={setValue}
            maxLength={props.maxLength}
            rows={5}
            showCount
            placeholder={props.placeholder}
            id={fieldId}
          />
        ) : (
          <>
            <Input
              value={value}
              onChange={setValue}
              maxLength={props.maxLength}
              clearable
              placeholder={props.placeholder}
              id={fieldId}
            />
            <span className={styles.counter}>
              {value.length}/{props.maxLength}
            </span>
          </>
        )}
        {error && (
          <span className={styles.error} role="alert">
            {error}
          </span>
        )}
        <Button block color="primary" loading={props.saving} onClick={save}>
          {t('common:save')}
        </Button>
      </div>
    </Popup>
  );
}
