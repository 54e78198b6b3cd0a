import type { DatingProfileVo } from '@volna/contracts';
import { Button, Dialog, List, Skeleton, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { useIdempotencyKey } from '../../../shared/payments/useIdempotencyKey.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { UserAvatar } from '../../../shared/ui/UserAvatar.tsx';
import { useDatingBond } from '../api/bond.ts';
import { useMyDatingProfile } from '../api/profile.ts';
import { useDeleteDatingProfile } from '../api/saveProfile.ts';
import styles from '../components/dating.module.css';
import { NoProfileYet } from '../components/NoProfileYet.tsx';

/** DatingUserInfoAndMenuList: my dating home — the profile in short, the deposit, and where to change what. */
export default function DatingMenuPage() {
  const { t } = useTranslation();
  const mine = useMyDatingProfile();
  let content: React.ReactNode;
  if (mine.isPending) content = <Skeleton.Paragraph lineCount={8} animated className={styles.section} />;
  else if (mine.isError)
    content = <LoadFailed onRetry={() => void mine.refetch()} reason={mine.error.message} />;
  else if (!mine.data) content = <NoProfileYet />;
  else content = <Menu profile={mine.data} />;
  return (
    <PageFrame title={t('dating:menu.title')} backTo={paths.dating}>
      {content}
    </PageFrame>
  );
}

function Menu({ profile }: { profile: DatingProfileVo }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bond = useDatingBond();
  const remove = useDeleteDatingProfile();
  const keys = useIdempotencyKey();
  const lang = currentLanguage();
  const money = (value: string, currency: string) => formatMoney(value, { locale: lang, currency });
  const deposit = bond.data?.heldAmount ?? bond.data?.amount;

  const onDelete = async () => {
    const confirmed = await Dialog.confirm({
      title: t('dating:menu.deleteTitle'),
      content: deposit
        ? t('dating:menu.deleteConfirm', { amount: money(deposit, bond.data?.currencyCode ?? '') })
        : t('dating:menu.deleteConfirmPlain'),
      confirmText: t('dating:menu.delete'),
      cancelText: t('common:cancel'),
    });
    if (!confirmed) return;
    const idempotencyKey = keys.keyFor({ delete: profile.id });
    try {
      await remove.mutateAsync({ id: profile.id, idempotencyKey });
      keys.settle();
      Toast.show({ icon: 'success', content: t('dating:menu.deleted') });
      navigate(paths.dating, { replace: true });
    } catch (error) {
      // The API helper showed the server's reason.
      keys.settle(error);
    }
  };

  return (
    <div data-testid="dating-menu">
      <div className={styles.hero}>
        <UserAvatar
          src={profile.avatarCompress || profile.avatar}
          nickName={profile.nickName}
          size={64}
          alt={profile.nickName}
        />
        <div>
          <h2 className={styles.heroName}>
            {t('dating:card.nameAge', { name: profile.nickName, age: profile.age })}
          </h2>
          <div className={styles.muted}>{profile.location}</div>
          <div className={styles.muted}>
            {t('dating:menu.stats', { likes: profile.likeCount, buyers: profile.paidCount })}
          </div>
        </div>
      </div>
      <List header={t('dating:menu.profile')}>
        <List.Item onClick={() => navigate(`${paths.datingPersonal}?id=${profile.id}`)}>
          {t('dating:menu.view')}
        </List.Item>
        <List.Item onClick={() => navigate(paths.datingEditData)}>{t('dating:menu.editData')}</List.Item>
        <List.Item
          onClick={() => navigate(paths.datingEditChat)}
          extra={profile.chatPrice ? money(profile.chatPrice, profile.currencyCode) : t('dating:menu.free')}
        >
          {t('dating:menu.editChat')}
        </List.Item>
        <List.Item
          onClick={() => navigate(paths.datingEditAlbum)}
          extra={
            profile.albumPrice ? money(profile.albumPrice, profile.currencyCode) : t('dating:menu.notSet')
          }
        >
          {t('dating:menu.editAlbum')}
        </List.Item>
      </List>
      <List header={t('dating:menu.more')}>
        <List.Item onClick={() => navigate(paths.datingLikeList)}>{t('dating:likes.title')}</List.Item>
        <List.Item onClick={() => navigate(paths.datingInviteFriends)}>{t('dating:invite.title')}</List.Item>
        <List.Item onClick={() => navigate(paths.datingGuide)}>{t('dating:guide.title')}</List.Item>
        <List.Item
          extra={
            bond.data
              ? bond.data.held
                ? money(deposit ?? '0', bond.data.currencyCode)
                : t('dating:menu.bondNotHeld')
              : '…'
          }
          description={t('dating:menu.bondHint')}
        >
          {t('dating:menu.bond')}
        </List.Item>
      </List>
      <List header={t('dating:ways.title')}>
        <List.Item onClick={() => navigate(paths.vipIndex)}>{t('dating:ways.vip')}</List.Item>
        <List.Item onClick={() => navigate(paths.blindBoxHome)}>{t('dating:ways.blindBox')}</List.Item>
      </List>
      <div className={styles.formActions}>
        <Button
          block
          color="danger"
          fill="outline"
          loading={remove.isPending}
          onClick={() => void onDelete()}
        >
          {t('dating:menu.delete')}
        </Button>
      </div>
    </div>
  );
}
