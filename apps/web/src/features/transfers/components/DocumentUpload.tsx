import { useTranslation } from 'react-i18next';
import { useUploadTransferDocument } from '../api/uploadTransferDocument.ts';
import { FileHandIn } from '../../../shared/payments/FileHandIn.tsx';

/** The receiver picks the document the conditions ask for; it uploads with progress and moves the transfer on. */
export function DocumentUpload({ transferId, again }: { transferId: number; again: boolean }) {
  const { t } = useTranslation();
  const { mutateAsync } = useUploadTransferDocument();
  return (
    <FileHandIn
      handIn={(file, onProgress) => mutateAsync({ id: transferId, file, onProgress })}
      label={t(again ? 'transfer:document.uploadAgain' : 'transfer:document.upload')}
      texts={{
        sent: 'transfer:document.sent',
        failed: 'transfer:document.failed',
        tooLarge: 'transfer:document.tooLarge',
      }}
      testId="document-input"
    />
  );
}
