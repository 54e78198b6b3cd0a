import { type VipStaffRequestVo, vipTransition } from '@volna/contracts';
import { Button, Descriptions, InputNumber, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CandidateList, PaidRequestDrawer } from '../../shared/orders/PaidRequestDrawer.tsx';
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
  const mayContact = request ? vipTransition(request.state, 'contact', 'staff') !== undefined : false;
  const mayAdd = request ? vipTransition(request.state, 'addCandidate', 'staff') !== undefined : false;
  const openChat = (groupId: number) => openInH5(`/pages/chat/GroupChat?groupId=${groupId}&isModule=1`);

  return (
    <PaidRequestDrawer
      ns="vipDating"
      request={request}
      width={560}
      onClose={onClose}
      stateTag={(state) => <VipStateTag state={state} />}
      facts={(r) => (
        <>
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
        </>
      )}
      actions={(r) => (
        <>
          <Button
            type="primary"
            disabled={!mayContact}
            loading={contact.isPending}
            data-testid="vip-contact"
            onClick={() => contact.mutate({ id: r.id }, { onSuccess: (answer) => openChat(answer.groupId) })}
          >
            {t('drawer.contact')}
          </Button>
          {r.contactGroupId !== null && (
            <Typography.Link onClick={() => openChat(r.contactGroupId as number)}>
              {t('drawer.openChat', { id: r.contactGroupId })}
            </Typography.Link>
          )}
        </>
      )}
    >
      {(r) => (
        <>
          <CandidateList
            header={t('drawer.candidates', { n: r.candidates.length })}
            emptyText={t('drawer.noCandidates')}
            items={r.candidates.map((c) => ({
              userId: c.userId,
              name: c.nickName,
              avatar: c.avatar,
              description: `${c.age} · ${c.city} · ${t(c.source === 'staff' ? 'drawer.byStaff' : 'drawer.byServer')}`,
              extra: c.picked ? <Tag color="green">{t('drawer.picked')}</Tag> : null,
            }))}
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
        </>
      )}
    </PaidRequestDrawer>
  );
}
