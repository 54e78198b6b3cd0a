import { categoryOf, type ListingVo, listingTransition } from '@volna/contracts';
import { Button, Descriptions, Drawer, Image, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../shared/i18n.ts';
import { formatTime } from '../../shared/ui/format.ts';
import { useRevokeListing } from './api.ts';
import { kindName, ListingStateTag } from './ListingStateTag.tsx';

const REASON_MAX = 500;

/** One listing as its owner wrote it, and the revoke: the reason is required, and the owner sees it. */
export function ListingDrawer({ listing, onClose }: { listing: ListingVo | null; onClose: () => void }) {
  const { t } = useTranslation('listings');
  const revoke = useRevokeListing();
  const [reason, setReason] = useState('');
  const l = listing;
  const lang = currentLanguage();
  const mayRevoke = l ? listingTransition(l.state, 'revoke', 'staff') !== undefined : false;
  const close = () => {
    setReason('');
    onClose();
  };

  return (
    <Drawer open={l !== null} onClose={close} width={600} title={l ? t('drawer.title', { id: l.id }) : ''}>
      {l && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('columns.title')}>{l.title}</Descriptions.Item>
            <Descriptions.Item label={t('columns.kind')}>
              {(categoryOf(l.categoryPath)?.nodes ?? []).map((n) => n.names[lang]).join(' / ') ||
                kindName(l.kind, lang)}
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.owner')}>
              {l.ownerName} (#{l.ownerId})
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.city')}>
              {l.country}, {l.city}
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.price')}>{l.price ?? t('negotiable')}</Descriptions.Item>
            <Descriptions.Item label={t('columns.state')}>
              <ListingStateTag state={l.state} />
            </Descriptions.Item>
            <Descriptions.Item label={t('drawer.deposit')}>{l.deposit ?? '—'}</Descriptions.Item>
            {l.revokeReason && (
              <Descriptions.Item label={t('drawer.reason')}>{l.revokeReason}</Descriptions.Item>
            )}
            <Descriptions.Item label={t('drawer.description')}>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {l.description || '—'}
              </Typography.Paragraph>
            </Descriptions.Item>
            <Descriptions.Item label={t('drawer.details')}>
              {Object.entries(l.body)
                .filter(([key]) => key !== 'kind')
                .map(([key, value]) => (
                  <div key={key}>
                    <Typography.Text type="secondary">{key}: </Typography.Text>
                    {String(value)}
                  </div>
                ))}
            </Descriptions.Item>
            <Descriptions.Item label={t('columns.created')}>{formatTime(l.createTime)}</Descriptions.Item>
          </Descriptions>
          {l.photos.length > 0 && (
            <Image.PreviewGroup>
              <Space wrap>
                {l.photos.map((p) => (
                  <Image key={p.url} width={96} src={p.urlCompress} preview={{ src: p.url }} alt={l.title} />
                ))}
              </Space>
            </Image.PreviewGroup>
          )}
          {mayRevoke && (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Input.TextArea
                aria-label={t('drawer.reason')}
                placeholder={t('drawer.reasonPlaceholder')}
                rows={3}
                maxLength={REASON_MAX}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
              />
              <Button
                danger
                type="primary"
                data-testid="listing-revoke"
                disabled={!reason.trim()}
                loading={revoke.isPending}
                onClick={() =>
                  revoke.mutate({ id: l.id, reason: reason.trim() }, { onSuccess: () => setReason('') })
                }
              >
                {t('drawer.revoke')}
              </Button>
              <Typography.Text type="secondary">{t('drawer.revokeNote')}</Typography.Text>
            </Space>
          )}
        </Space>
      )}
    </Drawer>
  );
}
