import { Button, ErrorBlock, List, Skeleton, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { fullTime } from '../../../shared/format/chat-time.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { Refreshable } from '../../../shared/ui/Refreshable.tsx';
import { useMyVipRequests } from '../api/myRequests.ts';
import styles from '../components/vip.module.css';
import { requestStateKey } from '../model/request-state.ts';

/** pages/vipDating/myRequire: my requirements, newest first, with their state; each opens its candidates. */
export default function MyRequirePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const requests = useMyVipRequests();

  let content: React.ReactNode;
  if (requests.isPending) content = <Skeleton.Paragraph lineCount={6} animated />;
  else if (requests.isError)
    content = <LoadFailed onRetry={() => void requests.refetch()} reason={requests.error.message} />;
  else if (requests.data.length === 0)
    content = (
      <ErrorBlock
        status="empty"
        title={t('vipDating:mine.empty')}
        description={t('vipDating:mine.emptyHint')}
      >
        <Button color="primary" onClick={() => navigate(paths.vipCreateMatchedDemand)}>
          {t('vipDating:index.findPartner')}
        </Button>
      </ErrorBlock>
    );
  else
    content = (
      <Refreshable onRefresh={() => requests.refetch()}>
        <List>
          {requests.data.map((r) => (
            <List.Item
              key={r.id}
              onClick={() => navigate(`${paths.vipCandidateList}?id=${r.id}`)}
              description={`${fullTime(Date.parse(r.createTime), currentLanguage())} · ${formatMoney(r.price, { locale: i18n.language, currency: 'RUB' })}`}
              extra={<Tag color="primary">{t(requestStateKey(r.state))}</Tag>}
            >
              {t('vipDating:mine.summary', {
                sex: t(r.sex === 1 ? 'vipDating:sex.male' : 'vipDating:sex.female'),
                from: r.ageFrom,
                to: r.ageTo,
                city: r.city || t('vipDating:demand.cityAny'),
                n: r.candidateCount,
              })}
            </List.Item>
          ))}
        </List>
      </Refreshable>
    );

  return (
    <PageFrame title={t('vipDating:index.myRequests')} backTo={paths.vipIndex}>
      <div className={styles.page}>{content}</div>
    </PageFrame>
  );
}
