import { type VipStaffRequestVo, vipTransition } from '@volna/contracts';
import { Avatar, Button, Descriptions, Drawer, InputNumber, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../shared/ui/format.ts';
import { openInH5 } from '../users/openInH5.ts';
import { useAddCandidate, useContactRequester } from './api.ts';
import { VipStateTag } from './VipStateTag.tsx';

/** One request: the requirement, the money, the candidates; contact the requester and add candidates by hand. */
export function VipRequestDrawer({
  request,
  onClose,
}: {
  request: VipStaffRequestVo | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('vipDating');
  const contact = useContactRequester();
  const add = useAddCandidate();
  const [candidateId, setCandidateId] = useState<number | null>(null);
  const r = request;
  const mayContact = r ? vipTransition(r.state, 'contact', 'staff') !== undefined : false;
  const mayAdd = r ? vipTransition(r.state, 'addCandidate', 'staff') !== undefined : false;
  const openChat = (groupId: number) => openInH5(`/pages/chat/GroupChat?groupId=${groupId}&isModule=1`);

  return (
    <Drawer open={r !== null} onClose={onClose} width={560} title={r ? t('drawer.title', { id: r.id }) : ''}>
      {r && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('columns.requester')}>
              {r.requesterName} (#{r.userId})
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.state')}>
              <VipStateTag state={r.state} />
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.requirement')}>
              {t('requirement', {
                sex: t(r.sex === 1 ? 'sex.male' : 'sex.female'),
                from: r.ageFrom,
                to: r.ageTo,
                city: r.city || t('anyCity'),
              })}
            </Descriptions.Item>
            <Descriptions.Item label={t('drawer.extraWishes')}>{r.extraWishes || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('columns.count')}>{r.candidateCount}</Descriptions.Item>
            <Descriptions.Item label={t('columns.price')}>
              {t('drawer.money', { price: r.price, captured: r.captured, released: r.released })}
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.created')}>{formatTime(r.createTime)}</Descriptions.Item>
          </Descriptions>
          <Space wrap>
            <Button
              type="primary"
              disabled={!mayContact}
              loading={contact.isPending}
              data-testid="vip-contact"
              onClick={() =>
                contact.mutate({ id: r.id }, { onSuccess: (answer) => openChat(answer.groupId) })
              }
            >
              {t('drawer.contact')}
            </Button>
            {r.contactGroupId !== null && (
              <Typography.Link onClick={() => openChat(r.contactGroupId as number)}>
                {t('drawer.openChat', { id: r.contactGroupId })}
              </Typography.Link>
            )}
          </Space>
          <List
            header={
              <Typography.Text strong>{t('drawer.candidates', { n: r.candidates.length })}</Typography.Text>
            }
            dataSource={r.candidates}
            locale={{ emptyText: t('drawer.noCandidates') }}
            renderItem={(c) => (
              <List.Item extra={c.picked ? <Tag color="green">{t('drawer.picked')}</Tag> : null}>
                <List.Item.Meta
                  avatar={<Avatar src={c.avatar || undefined}>{c.nickName.slice(0, 1)}</Avatar>}
                  title={`${c.nickName} (#${c.userId})`}
                  description={`${c.age} · ${c.city} · ${t(c.source === 'staff' ? 'drawer.byStaff' : 'drawer.byServer')}`}
                />
              </List.Item>
            )}
          />
          <Space.Compact style={{ width: '100%' }}>
            <InputNumber<number>
              min={1}
              precision={0}
              style={{ width: '100%' }}
              placeholder={t('drawer.candidateUserId')}
              aria-label={t('drawer.candidateUserId')}
              value={candidateId}
              onChange={setCandidateId}
              disabled={!mayAdd}
            />
            <Button
              disabled={!mayAdd || !candidateId}
              loading={add.isPending}
              data-testid="vip-add-candidate"
              onClick={() =>
                candidateId &&
                add.mutate({ id: r.id, userId: candidateId }, { onSuccess: () => setCandidateId(null) })
              }
            >
              {t('drawer.addCandidate')}
            </Button>
          </Space.Compact>
        </Space>
      )}
    </Drawer>
  );
}
