import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { useVipRequest } from '../api/request.ts';
import styles from '../components/vip.module.css';

/** pages/vipDating/createInfoSuccess: the request is in, its price held; on to the candidates. */
export default function CreateInfoSuccessPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id') ?? 0);
  const request = useVipRequest(id);

  return (
    <PageFrame title={t('vipDating:success.title')} backTo={paths.vipMyRequire}>
      <div className={styles.page}>
        <Result
          status="success"
          title={t('vipDating:success.headline')}
          description={
            request.data
              ? t('vipDating:success.held', {
                  total: formatMoney(request.data.price, { locale: i18n.language }),
                  currency: 'RUB',
                })
              : t('vipDating:success.lead')
          }
        />
        <Button
          block
          color="primary"
          size="large"
          onClick={() => navigate(`${paths.vipCandidateList}?id=${id}`)}
        >
          {t('vipDating:success.candidates')}
        </Button>
        <Button block onClick={() => navigate(paths.vipMyRequire)}>
          {t('vipDating:index.myRequests')}
        </Button>
      </div>
    </PageFrame>
  );
}
