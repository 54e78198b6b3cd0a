import { Dialog } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextArea } from '../../../../shared/ui/TextArea.tsx';

/** The longest remark the server keeps (contracts: editFavouriteBody). */
const REMARK_MAX = 200;

type Props = {
  initial: string | null;
  saving: boolean;
  onSave: (remark: string) => void;
  onCancel: () => void;
};

/** Edits a favourite's remark; shown while `initial` is not null. */
export function RemarkDialog({ initial, saving, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState(initial ?? '');
  // Kept while the dialog fades out after a save, so the text does not blank before it is gone.
  useEffect(() => {
    if (initial !== null) setValue(initial);
  }, [initial]);
  return (
    <Dialog
      visible={initial !== null}
      title={t('chat:favourites.remarkTitle')}
      content={
        <TextArea
          value={value}
          onChange={setValue}
          maxLength={REMARK_MAX}
          showCount
          autoSize={{ minRows: 2, maxRows: 5 }}
          placeholder={t('chat:favourites.remarkPlaceholder')}
          aria-label={t('chat:favourites.remarkTitle')}
        />
      }
      onClose={onCancel}
      actions={[
        [
          { key: 'cancel', text: t('common:cancel'), onClick: onCancel },
          {
            key: 'save',
            text: t('common:save'),
            bold: true,
            disabled: saving,
            onClick: () => onSave(value.trim()),
          },
        ],
      ]}
    />
  );
}
