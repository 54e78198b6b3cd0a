import { useQuery } from '@tanstack/react-query';
import type { SystemConfigItemVo } from '@volna/contracts';
import { Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api.ts';
import { ConfigItemCard } from './ConfigItemCard.tsx';

/** The platform settings the apps read (support e-mail, share config, app update, fees…), one card per key. */
export function ConfigPage() {
  const { t } = useTranslation('config');
  const items = useQuery({
    queryKey: ['config'],
    queryFn: () => api.get<SystemConfigItemVo[]>('/admin/api/config'),
  });
  return (
    <Card title={t('title')} loading={items.isPending}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {items.data?.map((item) => (
          <ConfigItemCard key={item.key} item={item} />
        ))}
      </Space>
    </Card>
  );
}
