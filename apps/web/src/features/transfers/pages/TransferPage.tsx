import type { TransferVo } from '@volna/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { TransferForm } from '../components/TransferForm.tsx';
import { TransferResult } from '../components/TransferResult.tsx';
import { WalletPageFrame } from '../../../shared/payments/WalletPageFrame.tsx';

/** Transfer by phone (issue 5): the form with its confirm step and pay password, then the result. */
export default function TransferPage() {
  const { t } = useTranslation();
  const [done, setDone] = useState<TransferVo | null>(null);
  // A new form after "another transfer" starts clean, with a new idempotency key.
  const [round, setRound] = useState(0);
  return (
    <WalletPageFrame title={t('transfer:title')} backTo={paths.walletHome}>
      {done ? (
        <TransferResult
          transfer={done}
          onAnother={() => {
            setDone(null);
            setRound((r) => r + 1);
          }}
        />
      ) : (
        <TransferForm key={round} onDone={setDone} />
      )}
    </WalletPageFrame>
  );
}
