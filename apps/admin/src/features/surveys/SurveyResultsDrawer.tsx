import { useQuery } from '@tanstack/react-query';
import type { SurveyResultsVo } from '@volna/contracts';
import { Alert, Descriptions, Drawer, List, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api.ts';

type Count = { label: string; count: number };

function Bars({ rows }: { rows: Count[] }) {
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  return (
    <>
      {rows.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a chart's rows never move (option order)
        <div key={i}>
          <Typography.Text>
            {r.label} — {r.count}
          </Typography.Text>
          <Progress percent={total ? Math.round((r.count / total) * 100) : 0} size="small" />
        </div>
      ))}
    </>
  );
}

/** A survey's results as its publisher sees them: answers per option, ratings, texts, respondents by sex/age/city. */
export function SurveyResultsDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('surveys');
  const results = useQuery({
    queryKey: ['surveys', 'results', id],
    queryFn: () => api.get<SurveyResultsVo>(`/admin/api/surveys/${id}/results`),
    enabled: id !== null,
  });
  const r = results.data;
  const sex = (key: string) => (key === '1' ? t('male') : key === '2' ? t('female') : t('unknown'));
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={560}
      title={r?.survey.title ?? t('results')}
      loading={results.isPending}
    >
      {results.isError && <Alert type="error" message={results.error.message} />}
      {r && (
        <>
          <Descriptions
            size="small"
            column={1}
            items={[{ key: 'n', label: t('replies'), children: r.replies }]}
          />
          {r.questions.map((q) => (
            <div key={q.id} style={{ marginTop: 16 }}>
              <Typography.Title level={5}>
                {q.id + 1}. {q.title}
              </Typography.Title>
              {q.kind === 'text' ? (
                <List
                  size="small"
                  dataSource={q.texts}
                  renderItem={(text) => <List.Item>{text}</List.Item>}
                />
              ) : (
                <Bars
                  rows={q.counts.map((c) => ({
                    label: q.kind === 'rating' ? `★ ${c.label}` : c.label,
                    count: c.count,
                  }))}
                />
              )}
              {q.average && (
                <Typography.Text type="secondary">{t('average', { value: q.average })}</Typography.Text>
              )}
            </div>
          ))}
          <Typography.Title level={5}>{t('bySex')}</Typography.Title>
          <Bars rows={r.bySex.map((c) => ({ label: sex(c.key), count: c.count }))} />
          <Typography.Title level={5}>{t('byAge')}</Typography.Title>
          <Bars rows={r.byAgeBand.map((c) => ({ label: c.key || t('unknown'), count: c.count }))} />
          <Typography.Title level={5}>{t('byCity')}</Typography.Title>
          <Bars rows={r.byCity.map((c) => ({ label: c.key || t('unknown'), count: c.count }))} />
        </>
      )}
    </Drawer>
  );
}
