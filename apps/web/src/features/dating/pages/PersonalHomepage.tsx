import { ComplaintTargetType, Gender } from '@volna/contracts';
import { Button, Dialog, ErrorBlock, Skeleton, Tag, Toast } from 'antd-mobile';
import { HeartFill, HeartOutline, LockOutline, MessageOutline, MoreOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { type ComplaintTarget, ComplaintSheet } from '../../../shared/complaints/LazyComplaintSheet.tsx';
import { formatMoney } from '../../../shared/format/money.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { needsAccount } from '../../../shared/ui/useNeedsAccount.ts';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { useActionSheet } from '../../../shared/ui/useActionSheet.tsx';
import { UserAvatar } from '../../../shared/ui/UserAvatar.tsx';
import { useHideProfile } from '../api/blocking.ts';
import { useToggleLike } from '../api/likes.ts';
import { isNoProfile, useDatingProfile, useDatingProfileOfUser } from '../api/profile.ts';
import styles from '../components/dating.module.css';
import { Gallery } from '../components/Gallery.tsx';
import { usePurchase } from '../components/usePurchase.tsx';
import { useDatingRefusal } from '../components/useDatingRefusal.ts';
import { VoicePlayer } from '../components/VoicePlayer.tsx';
import { datingChatPath } from '../model/chat-path.ts';

const idOf = (value: string | null) => (value && /^\d{1,10}$/.test(value) ? Number(value) : null);

/**
 * A dating profile (PersonalHomepage?id= or ?userId=): photos with the paid ones locked until the album is bought,
 * the voice intro, like, paid chat, report and hide. Nobody can like, chat with or pay himself.
 */
export default function PersonalHomepage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = idOf(params.get('id'));
  const userId = id === null ? idOf(params.get('userId')) : null;
  const byId = useDatingProfile(id);
  const byUser = useDatingProfileOfUser(userId);
  const query = id !== null ? byId : byUser;

  let content: React.ReactNode;
  if (id === null && userId === null)
    content = <ErrorBlock status="empty" title={t('dating:profile.notFound')} description="" />;
  else if (query.isPending)
    content = (
      <div className={styles.section} aria-busy="true">
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  else if (query.isError)
    content = isNoProfile(query.error) ? (
      <div className={styles.centered}>
        <ErrorBlock status="empty" title={t('dating:profile.notFound')} description={query.error.message} />
      </div>
    ) : (
      <LoadFailed onRetry={() => void query.refetch()} reason={query.error.message} />
    );
  else content = <Profile profile={query.data} />;

  return (
    <PageFrame title={query.data?.nickName ?? t('dating:profile.title')} backTo={paths.dating}>
      {content}
    </PageFrame>
  );
}

function Profile({ profile }: { profile: NonNullable<ReturnType<typeof useDatingProfile>['data']> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const like = useToggleLike();
  const hide = useHideProfile();
  const purchase = usePurchase(profile);
  const refusal = useDatingRefusal();
  const actionSheet = useActionSheet();
  const [complaint, setComplaint] = useState<ComplaintTarget | null>(null);
  const lang = currentLanguage();
  const money = (value: string) => formatMoney(value, { locale: lang, currency: profile.currencyCode });
  const hasLocked = profile.userImageList.some((image) => image.locked);

  const onLike = async () => {
    if (!needsAccount(t('dating:login.like'))) return;
    if (profile.isMine) {
      Toast.show({ content: t('dating:cannotSelf') });
      return;
    }
    try {
      const result = await like.mutateAsync({ personalId: profile.id, like: !profile.liked });
      if (result.mutual) {
        const open = await Dialog.confirm({
          title: t('dating:likes.mutualTitle'),
          content: t('dating:likes.mutualContent', { name: profile.nickName }),
          confirmText: t('dating:likes.openChat'),
          cancelText: t('common:close'),
        });
        if (open) navigate(datingChatPath(result.targetId ?? profile.userId));
      } else if (!profile.liked) Toast.show({ icon: 'success', content: t('dating:likes.liked') });
    } catch (error) {
      await refusal(error);
    }
  };

  const onHide = async () => {
    const confirmed = await Dialog.confirm({
      content: t('dating:profile.hideConfirm', { name: profile.nickName }),
      confirmText: t('dating:profile.hide'),
      cancelText: t('common:cancel'),
    });
    if (!confirmed) return;
    try {
      await hide.mutateAsync(profile.id);
      Toast.show({ icon: 'success', content: t('dating:profile.hidden') });
      navigate(paths.dating, { replace: true });
    } catch {
      // The API helper showed the server's reason.
    }
  };

  const onMore = async () => {
    if (!needsAccount()) return;
    actionSheet.show({
      cancelText: t('common:cancel'),
      actions: [
        {
          key: 'share',
          text: t('dating:profile.share'),
          onClick: () => navigate(`${paths.selectChat}?datingProfileId=${profile.id}`),
        },
        {
          key: 'report',
          text: t('dating:profile.report'),
          onClick: () => setComplaint({ targetType: ComplaintTargetType.user, targetId: profile.userId }),
        },
        { key: 'hide', text: t('dating:profile.hide'), danger: true, onClick: () => void onHide() },
      ],
    });
  };

  return (
    <div data-testid="dating-profile">
      <div className={styles.hero}>
        <UserAvatar
          src={profile.avatarCompress || profile.avatar}
          nickName={profile.nickName}
          size={72}
          alt={profile.nickName}
        />
        <div style={{ flex: 1, minWidth: 0 }}>
          <h2 className={styles.heroName}>
            {t('dating:card.nameAge', { name: profile.nickName, age: profile.age })}
          </h2>
          <div className={styles.muted}>
            {t('dating:profile.facts', {
              gender: t(profile.gender === Gender.male ? 'dating:gender.male' : 'dating:gender.female'),
              height: profile.height,
              weight: profile.weight,
              location: profile.location,
            })}
          </div>
          <div className={styles.muted}>{t('dating:profile.likes', { count: profile.likeCount })}</div>
        </div>
        {!profile.isMine && (
          <Button fill="none" onClick={() => void onMore()} aria-label={t('dating:profile.more')}>
            <MoreOutline />
          </Button>
        )}
      </div>
      <div className={styles.section}>
        <div className={styles.tags}>
          {profile.labels.map((label) => (
            <Tag key={label.id} color="primary" fill="outline">
              {label.name}
            </Tag>
          ))}
        </div>
        <p style={{ whiteSpace: 'pre-wrap' }}>{profile.brief}</p>
        {profile.voiceUrl && (
          <>
            <h3 className={styles.sectionTitle}>{t('dating:voice.title')}</h3>
            <VoicePlayer url={profile.voiceUrl} seconds={profile.voiceSeconds} />
          </>
        )}
      </div>
      <div className={styles.section}>
        <h3 className={styles.sectionTitle}>{t('dating:album.title')}</h3>
        <Gallery images={profile.userImageList} name={profile.nickName} />
        {hasLocked && profile.albumPrice && !profile.isMine && (
          <Button
            block
            color="primary"
            fill="outline"
            style={{ marginTop: 12 }}
            loading={purchase.checking === 'album'}
            onClick={() => void purchase.start('album')}
          >
            <LockOutline /> {t('dating:album.unlock', { price: money(profile.albumPrice) })}
          </Button>
        )}
      </div>
      {profile.isMine ? (
        <div className={styles.formActions}>
          <Button block color="primary" onClick={() => navigate(paths.datingMenu)}>
            {t('dating:profile.mine')}
          </Button>
        </div>
      ) : (
        <div className={`${styles.formActions} ${styles.actions}`}>
          <Button
            color={profile.liked ? 'danger' : 'default'}
            loading={like.isPending}
            onClick={() => void onLike()}
            aria-pressed={profile.liked}
          >
            {profile.liked ? <HeartFill /> : <HeartOutline />}{' '}
            {t(profile.liked ? 'dating:likes.unlike' : 'dating:likes.like')}
          </Button>
          <Button
            color="primary"
            loading={purchase.checking === 'chat'}
            onClick={() => void purchase.start('chat')}
          >
            <MessageOutline />{' '}
            {profile.chatUnlocked || !profile.chatPrice
              ? t('dating:chat.open')
              : t('dating:chat.pay', { price: money(profile.chatPrice) })}
          </Button>
        </div>
      )}
      {purchase.sheet}
      {actionSheet.sheet}
      <ComplaintSheet target={complaint} onClose={() => setComplaint(null)} />
    </div>
  );
}
