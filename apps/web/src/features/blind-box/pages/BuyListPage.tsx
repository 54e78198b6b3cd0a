import { Button, ErrorBlock, InfiniteScroll, List, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { fullTime } from '../../../shared/format/chat-time.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { UserAvatar } from '../../../shared/ui/UserAvatar.tsx';
import { useBought } from '../api/bought.ts';
import styles from '../components/blindBox.module.css';
import { blindBoxChatPath } from '../model/chat-path.ts';

/** pagesBlindBox/pages/buyList: the cards I bought, newest first, each with its chat entry. */
export default function BuyListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bought = useBought();
  const rows = bought.data?.pages.flatMap((p) => p.rows) ?? [];

  let content: React.ReactNode;
  if (bought.isPending) content = <Skeleton.Paragraph lineCount={6} animated />;
  else if (bought.isError)
    content = <LoadFailed onRetry={() => void bought.refetch()} reason={bought.error.message} />;
  else if (rows.length === 0)
    content = (
      <ErrorBlock
        status="empty"
        title={t('blindBox:bought.empty')}
        description={t('blindBox:bought.emptyHint')}
      >
        <Button color="primary" onClick={() => navigate(paths.blindBoxHome)}>
          {t('blindBox:home.title')}
        </Button>
      </ErrorBlock>
    );
  else
    content = (
      <Refreshable onRefresh={() => bought.refetch()}>
        <List>
          {rows.map((row) => (
            <List.Item
              key={row.id}
              prefix={
                <UserAvatar
                  src={row.profile.media[0]}
                  nickName={row.profile.nickName}
                  size={44}
                  alt={row.profile.nickName}
                />
              }
              description={`${t('blindBox:card.age', { age: row.profile.age })} · ${row.profile.location} · ${fullTime(Date.parse(row.createTime), currentLanguage())}`}
              extra={
                <Button
                  size="small"
                  color="primary"
                  fill="outline"
                  onClick={(e) => {
                    e.stopPropagation();
                    navigate(blindBoxChatPath(row.profile.userId));
                  }}
                >
                  {t('blindBox:bought.chat')}
                </Button>
              }
              onClick={() => navigate(`${paths.blindBoxBuyUserInfo}?id=${row.id}`)}
            >
              {row.profile.nickName}
            </List.Item>
          ))}
        </List>
        <InfiniteScroll
          loadMore={async () => void (await bought.fetchNextPage())}
          hasMore={bought.hasNextPage}
        />
      </Refreshable>
    );

  return (
    <PageFrame title={t('blindBox:bought.title')} backTo={paths.blindBoxHome}>
      <div className={styles.page}>{content}</div>
    </PageFrame>
  );
}
