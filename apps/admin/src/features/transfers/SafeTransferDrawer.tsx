import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminTransferCancelBody, AdminTransferVo } from '@volna/contracts';
import { SAFE_TRANSFER_OPEN_STATES } from '@volna/contracts';
import { Button, Descriptions } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api.ts';
import { formatTime } from '../../shared/ui/format.ts';
import { ReasonModal } from '../../shared/ui/ReasonModal.tsx';
import { StatusDrawer } from '../../shared/ui/StatusDrawer.tsx';
import { StatusTag } from '../../shared/ui/StatusTag.tsx';
import { AuditTrail } from '../audit/AuditTrail.tsx';
import { Party } from './Party.tsx';

/**
 * One safe transfer: parties, amounts, the receiver's document, and — while it is open — the cancel (→ 705, the
 * frozen money back to the sender) with a required reason and a confirmation; its audit trail.
 */
export function SafeTransferDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const client = useQueryClient();
  // Read by number (the list's own filter), so the drawer keeps the transfer after it leaves the filtered list.
  const one = useQuery({
    queryKey: ['transfers', 'one', id],
    queryFn: () => api.page<AdminTransferVo>('/admin/api/transfer/list', { id }),
    enabled: id !== null,
  });
  const transfer = (id !== null && one.data?.rows[0]) || null;
  const [asking, setAsking] = useState(false);
  const cancel = useMutation({
    mutationFn: (body: AdminTransferCancelBody) =>
      api.post<AdminTransferVo>('/admin/api/transfer/cancel', body),
    onSuccess: () => {
      setAsking(false);
      client.invalidateQueries({ queryKey: ['transfers'] });
      client.invalidateQueries({ queryKey: ['audit', 'transfer'] });
    },
  });
  const open = transfer !== null && SAFE_TRANSFER_OPEN_STATES.includes(transfer.state);

  return (
    <StatusDrawer
      item={transfer}
      width={600}
      open={id !== null}
      onClose={onClose}
      title={transfer ? t('transfers.detailTitle', { id: transfer.id }) : ''}
      extra={
        open && (
          <Button danger onClick={() => setAsking(true)} data-testid="transfer-cancel">
            {t('transfers.cancel')}
          </Button>
        )
      }
      statusLabel={t('transfers.state')}
      statusTag={(transfer) => (
        <StatusTag kind="transfer" status={transfer.state} testId="transfer-drawer-state" />
      )}
      facts={(transfer) => (
        <>
          <Descriptions.Item label={t('transfers.sender')}>
            <Party party={transfer.sender} />
          </Descriptions.Item>
          <Descriptions.Item label={t('transfers.receiver')}>
            <Party party={transfer.receiver} />
          </Descriptions.Item>
          <Descriptions.Item label={t('topUps.amount')}>
            {transfer.amount} {transfer.currencyCode}
          </Descriptions.Item>
          <Descriptions.Item label={t('transfers.fee')}>{transfer.fee}</Descriptions.Item>
          <Descriptions.Item label={t('transfers.receiveAmount')}>{transfer.receiveAmount}</Descriptions.Item>
          <Descriptions.Item label={t('transfers.remark')}>{transfer.remark || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('transfers.document')}>
            {transfer.documentUrl ? (
              <a href={transfer.documentUrl} target="_blank" rel="noreferrer">
                {transfer.documentName || transfer.documentUrl.split('/').pop()}
              </a>
            ) : (
              '—'
            )}
          </Descriptions.Item>
          {transfer.cancelReason && (
            <Descriptions.Item label={t('transfers.cancelReason')}>
              <span data-testid="transfer-cancel-reason">{transfer.cancelReason}</span>
            </Descriptions.Item>
          )}
          <Descriptions.Item label={t('topUps.created')}>{formatTime(transfer.createTime)}</Descriptions.Item>
          <Descriptions.Item label={t('topUps.updated')}>{formatTime(transfer.updateTime)}</Descriptions.Item>
        </>
      )}
      after={(transfer) => (
        <>
          <AuditTrail objectType="transfer" objectId={transfer.id} />
        </>
      )}
    >
      <ReasonModal
        open={asking}
        title={transfer ? t('transfers.cancelTitle', { id: transfer.id }) : ''}
        onClose={() => setAsking(false)}
        fieldLabel={t('transfers.cancelReason')}
        placeholder={t('transfers.cancelReasonPlaceholder')}
        question={transfer ? t('transfers.cancelQuestion', { id: transfer.id }) : ''}
        action={t('transfers.cancel')}
        pending={cancel.isPending}
        onConfirm={(reason) => cancel.mutateAsync({ id: transfer!.id, reason })}
      />
    </StatusDrawer>
  );
}
