import { type DnaCandidateVo, type DnaStaffOrderVo, dnaActionsFor } from '@volna/contracts';
import { Button, Descriptions, Popconfirm, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type CandidateLine, CandidateList } from '../../shared/orders/PaidRequestDrawer.tsx';
import { PaidRequestDrawer } from '../../shared/orders/PaidRequestDrawer.tsx';
import { AuditTrail } from '../audit/AuditTrail.tsx';
import { useAddDnaCandidate, useCancelDnaOrder, useMarkMatched, usePossibleCandidates } from './api.ts';
import { useStartMatching } from './api.ts';
import { DnaStateTag } from './DnaStateTag.tsx';

/**
 * One order: the form's fields and the test report, the money, the candidates; the buttons are the staff actions the
 * contracts' transition table allows in the order's state. Candidates are picked from others who ordered and agreed.
 */
export function DnaOrderDrawer({ order, onClose }: { order: DnaStaffOrderVo | null; onClose: () => void }) {
  const { t } = useTranslation('dna');
  const start = useStartMatching();
  const add = useAddDnaCandidate();
  const matched = useMarkMatched();
  const cancel = useCancelDnaOrder();
  const actions = new Set(order ? dnaActionsFor(order.state, 'staff') : []);
  const full = order ? order.candidates.length >= order.candidateCount : true;
  const possible = usePossibleCandidates(order?.id ?? 0, !!order && actions.has('addCandidate') && !full);
  const sexOf = (sex: number) => t(sex === 1 ? 'sex.male' : 'sex.female');
  const line = (c: DnaCandidateVo): CandidateLine => ({
    ...c,
    description: t('candidateLine', { sex: sexOf(c.sex), age: c.age, region: c.region }),
  });

  return (
    <PaidRequestDrawer
      ns="dna"
      request={order}
      width={600}
      onClose={onClose}
      stateTag={(state) => <DnaStateTag state={state} testId="dna-state-tag" />}
      facts={(o) => (
        <>
          <Descriptions.Item label={t('drawer.person')}>
            {t('person', { name: o.name, sex: sexOf(o.sex), age: o.age, region: o.region })}
          </Descriptions.Item>
          <Descriptions.Item label={t('drawer.phone')}>{`${o.areaCode} ${o.phone}`}</Descriptions.Item>
          <Descriptions.Item label={t('drawer.requirements')}>{o.requirements || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('drawer.report')}>
            <Typography.Link
              href={o.attachmentUrl}
              target="_blank"
              rel="noreferrer"
              data-testid="dna-report-link"
            >
              {o.attachmentName}
            </Typography.Link>
          </Descriptions.Item>
          <Descriptions.Item label={t('columns.plan')}>{t(`plan.${o.plan}`)}</Descriptions.Item>
          <Descriptions.Item label={t('columns.count')}>{o.candidateCount}</Descriptions.Item>
          <Descriptions.Item label={t('drawer.agrees')}>
            {t(o.agreeToBeCandidate ? 'yes' : 'no')}
          </Descriptions.Item>
        </>
      )}
      actions={(o) => (
        <>
          {actions.has('startMatching') && (
            <Button
              type="primary"
              loading={start.isPending}
              data-testid="dna-start-matching"
              onClick={() => start.mutate({ id: o.id })}
            >
              {t('drawer.startMatching')}
            </Button>
          )}
          {actions.has('markMatched') && (
            <Popconfirm
              title={t('drawer.markMatchedConfirm', { n: o.candidates.length, of: o.candidateCount })}
              onConfirm={() => matched.mutate({ id: o.id })}
            >
              <Button
                type="primary"
                disabled={o.candidates.length === 0}
                loading={matched.isPending}
                data-testid="dna-mark-matched"
              >
                {t('drawer.markMatched')}
              </Button>
            </Popconfirm>
          )}
          {actions.has('cancel') && (
            <Popconfirm title={t('drawer.cancelConfirm')} onConfirm={() => cancel.mutate({ id: o.id })}>
              <Button danger loading={cancel.isPending} data-testid="dna-cancel">
                {t('drawer.cancel')}
              </Button>
            </Popconfirm>
          )}
        </>
      )}
    >
      {(o) => (
        <>
          <CandidateList
            header={t('drawer.candidates', { n: o.candidates.length, of: o.candidateCount })}
            items={o.candidates.map(line)}
            emptyText={t('drawer.noCandidates')}
          />
          {actions.has('addCandidate') && !full && (
            <CandidateList
              header={t('drawer.possible')}
              loading={possible.isPending}
              emptyText={t('drawer.noPossible')}
              items={(possible.data ?? []).map((c) => ({
                ...line(c),
                actions: [
                  <Button
                    key="add"
                    size="small"
                    loading={add.isPending && add.variables?.userId === c.userId}
                    data-testid={`dna-add-${c.userId}`}
                    onClick={() => add.mutate({ id: o.id, userId: c.userId })}
                  >
                    {t('drawer.add')}
                  </Button>,
                ],
              }))}
            />
          )}
          <AuditTrail objectType="dnaOrder" objectId={o.id} />
        </>
      )}
    </PaidRequestDrawer>
  );
}
