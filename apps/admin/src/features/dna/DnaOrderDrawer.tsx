import { type DnaStaffOrderVo, dnaActionsFor } from '@volna/contracts';
import { Avatar, Button, Descriptions, Drawer, List, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/ui/format.ts';
import { AuditTrail } from '../audit/AuditTrail.tsx';
import {
  useAddDnaCandidate,
  useCancelDnaOrder,
  useMarkMatched,
  usePossibleCandidates,
  useStartMatching,
} from './api.ts';
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
  const o = order;
  const actions = new Set(o ? dnaActionsFor(o.state, 'staff') : []);
  const full = o ? o.candidates.length >= o.candidateCount : true;
  const possible = usePossibleCandidates(o?.id ?? 0, !!o && actions.has('addCandidate') && !full);
  const sexOf = (sex: number) => t(sex === 1 ? 'sex.male' : 'sex.female');

  return (
    <Drawer open={o !== null} onClose={onClose} width={600} title={o ? t('drawer.title', { id: o.id }) : ''}>
      {o && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('columns.requester')}>
              {o.requesterName} (#{o.userId})
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.state')}>
              <DnaStateTag state={o.state} />
            </Descriptions.Item>
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
            <Descriptions.Item label={t('columns.price')}>
              {t('drawer.money', { price: o.price, captured: o.captured, released: o.released })}
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.created')}>{formatTime(o.createTime)}</Descriptions.Item>
          </Descriptions>
          <Space wrap>
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
          </Space>
          <List
            header={
              <Typography.Text strong>
                {t('drawer.candidates', { n: o.candidates.length, of: o.candidateCount })}
              </Typography.Text>
            }
            dataSource={o.candidates}
            locale={{ emptyText: t('drawer.noCandidates') }}
            renderItem={(c) => (
              <List.Item>
                <List.Item.Meta
                  avatar={<Avatar src={c.avatar || undefined}>{c.name.slice(0, 1)}</Avatar>}
                  title={`${c.name} (#${c.userId})`}
                  description={t('candidateLine', { sex: sexOf(c.sex), age: c.age, region: c.region })}
                />
              </List.Item>
            )}
          />
          {actions.has('addCandidate') && !full && (
            <List
              header={<Typography.Text strong>{t('drawer.possible')}</Typography.Text>}
              loading={possible.isPending}
              dataSource={possible.data ?? []}
              locale={{ emptyText: t('drawer.noPossible') }}
              renderItem={(c) => (
                <List.Item
                  actions={[
                    <Button
                      key="add"
                      size="small"
                      loading={add.isPending && add.variables?.userId === c.userId}
                      data-testid={`dna-add-${c.userId}`}
                      onClick={() => add.mutate({ id: o.id, userId: c.userId })}
                    >
                      {t('drawer.add')}
                    </Button>,
                  ]}
                >
                  <List.Item.Meta
                    avatar={<Avatar src={c.avatar || undefined}>{c.name.slice(0, 1)}</Avatar>}
                    title={`${c.name} (#${c.userId})`}
                    description={t('candidateLine', { sex: sexOf(c.sex), age: c.age, region: c.region })}
                  />
                </List.Item>
              )}
            />
          )}
          <AuditTrail objectType="dnaOrder" objectId={o.id} />
        </Space>
      )}
    </Drawer>
  );
}
