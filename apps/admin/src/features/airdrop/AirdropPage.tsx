import { useQuery } from '@tanstack/react-query';
import type { AirdropConfigVo } from '@volna/contracts';
import { Alert, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api.ts';
import { AirdropModuleCard } from './AirdropModuleCard.tsx';

/** Invites and sharing per module (issue 15): the share config list each module's share sheet shows and its reward. */
export function AirdropPage() {
  const { t } = useTranslation('airdrop');
  const configs = useQuery({
    queryKey: ['airdrop'],
    queryFn: () => api.get<AirdropConfigVo[]>('/admin/api/airdrop'),
  });
  return (
    <Card title={t('title')} loading={configs.isPending}>
      {configs.isError && <Alert type="error" message={configs.error.message} />}
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Alert type="info" message={t('intro')} />
        {configs.data?.map((config) => (
          <AirdropModuleCard key={config.module} config={config} />
        ))}
      </Space>
    </Card>
  );
}
