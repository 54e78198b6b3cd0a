import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StaffRole, type StaffMeVo, type SurveyVo } from '@volna/contracts';
import { Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, settled } from '../../shared/api.ts';
import { usePagedTable } from '../../shared/ui/usePagedTable.ts';
import { NewSurveyModal } from './NewSurveyModal.tsx';
import { SurveyResultsDrawer } from './SurveyResultsDrawer.tsx';

const STATES = ['draft', 'published', 'closed'] as const;

/**
 * Paid surveys (issue 15): every survey, users' and the platform's; the platform administrator publishes platform
 * surveys (their budget held on the rewards account) and closes them (the rest released) — both audited; every staff
 * member reads the results.
 */
export function SurveysPage() {
  const { t } = useTranslation('surveys');
  const { tableProps } = usePagedTable<SurveyVo>({ queryKey: 'surveys', path: '/admin/api/surveys' });
  const queryClient = useQueryClient();
  const me = queryClient.getQueryData<StaffMeVo>(['me']);
  const isAdmin = me?.staffRole === StaffRole.platformAdmin;
  const [creating, setCreating] = useState(false);
  const [resultsOf, setResultsOf] = useState<number | null>(null);
  const close = useMutation({
    mutationFn: (id: number) => api.post<SurveyVo>(`/admin/api/surveys/${id}/close`, {}),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['surveys'] }),
  });
  return (
    <Card
      title={t('title')}
      extra={
        isAdmin && (
          <Button type="primary" onClick={() => setCreating(true)} data-testid="survey-new">
            {t('new')}
          </Button>
        )
      }
    >
      <Table<SurveyVo>
        {...tableProps}
        rowKey="id"
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('titleField'), dataIndex: 'title' },
          {
            title: t('publisher'),
            render: (_, s) => (s.platform ? <Tag color="blue">{t('platform')}</Tag> : s.publisherName),
          },
          { title: t('state'), render: (_, s) => <Tag>{t(`states.${STATES[s.state] ?? 'draft'}`)}</Tag> },
          { title: t('reward'), dataIndex: 'reward' },
          { title: t('replies'), render: (_, s) => `${s.replyCount} / ${s.maxReplies}` },
          {
            title: '',
            render: (_, s) => (
              <Space>
                {s.state !== 0 && <Button onClick={() => setResultsOf(s.id)}>{t('results')}</Button>}
                {isAdmin && s.platform && s.actions.includes('close') && (
                  <Popconfirm title={t('closeConfirm')} onConfirm={settled(() => close.mutateAsync(s.id))}>
                    <Button danger>{t('close')}</Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]}
      />
      <NewSurveyModal open={creating} onClose={() => setCreating(false)} />
      <SurveyResultsDrawer id={resultsOf} onClose={() => setResultsOf(null)} />
    </Card>
  );
}
