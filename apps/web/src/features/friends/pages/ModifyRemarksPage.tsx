import { zodResolver } from '@hookform/resolvers/zod';
import {
  displayName,
  friendRemarkBody,
  USER_NAME_MAX_LENGTH,
  userId as userIdSchema,
} from '@volna/contracts';
import { ErrorBlock, Skeleton, Toast } from 'antd-mobile';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { paths } from '../../../shared/lib/paths.ts';
import { TextField } from '../../../shared/forms/TextField.tsx';
import { useGoBack } from '../../../shared/lib/navigation.ts';
import { useExitPrompt } from '../../../shared/ui/useExitPrompt.ts';
import { useFriendList } from '../../../shared/friends/friendList.ts';
import { useSetRemark } from '../api/setRemark.ts';
import { FriendsFrame } from '../components/FriendsFrame.tsx';
import styles from '../components/friends.module.css';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { FormSubmit } from '../../../shared/ui/FormSubmit.tsx';

// The same limits the server checks (trimmed, at most USER_NAME_MAX_LENGTH, no control characters).
const remarkSchema = z.object({
  commentName: friendRemarkBody.shape.commentName.unwrap(),
  commentLast: friendRemarkBody.shape.commentLast.unwrap(),
});
type RemarkValues = { commentName: string; commentLast: string };

/** My own first and last name for a friend (query: userId); empty both to go back to his own name. */
export default function ModifyRemarksPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const parsed = userIdSchema.safeParse(params.get('userId'));
  const userId = parsed.success ? parsed.data : null;
  const friends = useFriendList();
  const friend = friends.data?.find((f) => f.userId === userId);
  const backTo = userId ? `${paths.aboutDetailUser}?userId=${userId}` : paths.friends;

  let content: React.ReactNode;
  if (friends.isPending) content = <Skeleton.Paragraph lineCount={4} animated className={styles.hint} />;
  else if (friends.isError) content = <LoadFailed onRetry={() => void friends.refetch()} />;
  else if (!friend)
    content = (
      <div className={styles.centered}>
        <ErrorBlock
          status="empty"
          title={t('friends:notAFriend')}
          description={t('friends:notAFriendHint')}
        />
      </div>
    );
  else
    content = (
      <RemarkForm
        userId={friend.userId}
        ownName={displayName({ ...friend, commentName: '', commentLast: '' })}
        initial={{ commentName: friend.commentName, commentLast: friend.commentLast }}
        backTo={backTo}
      />
    );

  return (
    <FriendsFrame title={t('friends:remarks')} backTo={backTo}>
      {content}
    </FriendsFrame>
  );
}

type FormProps = { userId: number; ownName: string; initial: RemarkValues; backTo: string };

function RemarkForm({ userId, ownName, initial, backTo }: FormProps) {
  const { t } = useTranslation();
  const goBack = useGoBack(backTo);
  const save = useSetRemark();
  const { control, handleSubmit, formState } = useForm<RemarkValues>({
    resolver: zodResolver(remarkSchema),
    defaultValues: initial,
  });
  const { allowLeave } = useExitPrompt(formState.isDirty);

  const onSave = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ userId, ...values });
      Toast.show({ icon: 'success', content: t('common:saved') });
      allowLeave();
      goBack();
    } catch {
      // The API helper already showed the server's reason; the form keeps what was typed.
    }
  });

  return (
    <form onSubmit={onSave} noValidate>
      <p className={styles.hint}>{t('friends:remarksHint', { name: ownName })}</p>
      <TextField
        control={control}
        name="commentName"
        label={t('friends:remarkFirst')}
        error={formState.errors.commentName?.message}
        hint={t('friends:remarkFirstHint')}
        maxLength={USER_NAME_MAX_LENGTH}
        clearable
      />
      <TextField
        control={control}
        name="commentLast"
        label={t('friends:remarkLast')}
        error={formState.errors.commentLast?.message}
        hint={t('friends:remarkLastHint')}
        maxLength={USER_NAME_MAX_LENGTH}
        clearable
      />
      <FormSubmit className={styles.actions} loading={save.isPending}>
        {t('common:save')}
      </FormSubmit>
    </form>
  );
}
