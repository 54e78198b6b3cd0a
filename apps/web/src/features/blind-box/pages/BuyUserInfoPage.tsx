import { Button, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { usePurchase } from '../api/purchase.ts';
import styles from '../components/blindBox.module.css';
import { CardView } from '../components/CardView.tsx';
import { blindBoxChatPath } from '../model/chat-path.ts';

/** pagesBlindBox/pages/buyUserInfo: one bought card in full, and the chat with its owner. */
export default function BuyUserInfoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const purchase = usePurchase(Number(params.get('id') ?? 0));

  let content: React.ReactNode;
  if (purchase.isPending) content = <Skeleton.Paragraph lineCount={8} animated />;
  else if (purchase.isError)
    content = <LoadFailed onRetry={() => void purchase.refetch()} reason={purchase.error.message} />;
  else content = <CardView profile={purchase.data.profile} />;

  return (
    <PageFrame
      title={t('blindBox:bought.card')}
      backTo={paths.blindBoxBuyList}
      footer={
        purchase.data && (
          <Button
            block
            color="primary"
            size="large"
            onClick={() => navigate(blindBoxChatPath(purchase.data.profile.userId))}
          >
            {t('blindBox:bought.chat')}
          </Button>
        )
      }
    >
      <div className={styles.page}>{content}</div>
    </PageFrame>
  );
}
