import { useTranslation } from 'react-i18next';
import { useSubmitTopUpProof } from '../api/submitTopUpProof.ts';
import { FileHandIn } from '../../../shared/payments/FileHandIn.tsx';

/** Picks the payment receipt (a screenshot or a PDF), uploads it with progress and hands it in for the top-up. */
export function ProofUpload({ topUpId, replacing }: { topUpId: number; replacing: boolean }) {
  const { t } = useTranslation();
  const { mutateAsync } = useSubmitTopUpProof();
  return (
    <FileHandIn
      handIn={(file, onProgress) => mutateAsync({ id: topUpId, file, onProgress })}
      label={t(replacing ? 'topup:proof.replace' : 'topup:proof.upload')}
      texts={{ sent: 'topup:proof.sent', failed: 'topup:proof.failed', tooLarge: 'topup:proof.tooLarge' }}
      testId="proof-input"
      outline={replacing}
    />
  );
}
