import { zodResolver } from '@hookform/resolvers/zod';
import { Gender, IMAGE_MIME_TYPES, UPLOAD_MAX_BYTES, updateUserBody } from '@volna/contracts';
import { Button, ProgressBar, Selector, Toast } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAvatarCrop } from '../../../shared/avatar-crop/useAvatarCrop.tsx';
import { paths } from '../../../shared/lib/paths.ts';
import { Field } from '../../../shared/forms/Field.tsx';
import { TextField } from '../../../shared/forms/TextField.tsx';
import { useGoBack } from '../../../shared/lib/navigation.ts';
import { useExitPrompt } from '../../../shared/ui/useExitPrompt.ts';
import { type MyInfoQuery, useMyInfo } from '../api/myInfo.ts';
import { useUpdateUser } from '../api/updateUser.ts';
import { useUploadAvatar } from '../api/uploadAvatar.ts';
import { FormSkeleton } from '../components/FormSkeleton.tsx';
import { LoadFailed } from '../../../shared/ui/LoadFailed.tsx';
import { PageFrame } from '../components/PageFrame.tsx';
import { UserAvatar } from '../../../shared/ui/UserAvatar.tsx';
import styles from '../components/users.module.css';
import { FormSubmit } from '../../../shared/ui/FormSubmit.tsx';

const profileSchema = updateUserBody
  .pick({ userName: true, firstName: true, lastName: true, gender: true })
  .required();
type ProfileValues = { userName: string; firstName: string; lastName: string; gender: 0 | 1 | 2 };

/** Names, gender and avatar of the signed-in user; the avatar is previewed first and uploaded on save. */
export default function EditProfilePage() {
  const { t } = useTranslation();
  const info = useMyInfo();
  return (
    <PageFrame title={t('users:editProfile')} backTo={paths.posted}>
      {info.isPending ? (
        <FormSkeleton />
      ) : info.isError ? (
        <LoadFailed onRetry={() => void info.refetch()} />
      ) : (
        <ProfileForm me={info.data} />
      )}
    </PageFrame>
  );
}

function ProfileForm({ me }: { me: NonNullable<MyInfoQuery['data']> }) {
  const { t } = useTranslation();
  const goBack = useGoBack(paths.posted);
  const update = useUpdateUser();
  const upload = useUploadAvatar();
  const fileInput = useRef<HTMLInputElement>(null);
  const avatarCrop = useAvatarCrop();
  const [picked, setPicked] = useState<{ file: File; preview: string } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { control, handleSubmit, formState } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      userName: me.userName,
      firstName: me.firstName,
      lastName: me.lastName,
      gender: (me.gender === Gender.male || me.gender === Gender.female ? me.gender : Gender.unknown) as
        | 0
        | 1
        | 2,
    },
  });
  const { allowLeave } = useExitPrompt(formState.isDirty || picked !== null);

  useEffect(() => () => void (picked && URL.revokeObjectURL(picked.preview)), [picked]);

  const onPick = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) {
      Toast.show({ content: t('users:avatarNotImage') });
      return;
    }
    // The original may be big: the crop, not the picked file, is what must fit the avatar limit.
    if (file.size > UPLOAD_MAX_BYTES) {
      Toast.show({ content: t('users:avatarTooLarge', { limitMb: UPLOAD_MAX_BYTES / 1024 / 1024 }) });
      return;
    }
    const cropped = await avatarCrop.crop(file);
    if (cropped) setPicked({ file: cropped, preview: URL.createObjectURL(cropped) });
  };

  const onSave = handleSubmit(async (values) => {
    try {
      let avatar: { avatar: string; avatarCompress: string } | undefined;
      if (picked) {
        setProgress(0);
        const stored = await upload.mutateAsync({ file: picked.file, onProgress: setProgress });
        avatar = { avatar: stored.url, avatarCompress: stored.urlCompress };
      }
      // Only what changed: setting a name, even an unchanged one, ends the phone-as-name rule on the server.
      const changed = Object.fromEntries(
        Object.entries(values).filter(([key]) => formState.dirtyFields[key as keyof ProfileValues]),
      );
      await update.mutateAsync({ ...changed, ...avatar });
      Toast.show({ icon: 'success', content: t('common:saved') });
      allowLeave();
      goBack();
    } catch {
      // The API helper already showed the server's message; the form stays as it was for another try.
    } finally {
      setProgress(null);
    }
  });

  const errors = formState.errors;
  const saving = update.isPending || upload.isPending;
  return (
    <form onSubmit={onSave} noValidate>
      <div className={styles.avatarEditor}>
        <button
          type="button"
          className={styles.avatarButton}
          onClick={() => fileInput.current?.click()}
          disabled={saving}
          aria-label={t('users:changeAvatar')}
        >
          <UserAvatar
            src={picked?.preview ?? (me.avatarCompress || me.avatar)}
            nickName={me.nickName}
            avatarColorCode={me.avatarColorCode}
            size={88}
            alt={t('users:avatar')}
          />
        </button>
        <Button
          size="small"
          fill="none"
          color="primary"
          onClick={() => fileInput.current?.click()}
          disabled={saving}
        >
          {picked ? t('users:avatarPicked') : t('users:changeAvatar')}
        </Button>
        {progress !== null && (
          <div
            className={styles.progress}
            role="progressbar"
            aria-valuenow={progress}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <ProgressBar percent={progress} text />
          </div>
        )}
        <input
          ref={fileInput}
          className={styles.hiddenInput}
          type="file"
          name="avatar"
          accept={IMAGE_MIME_TYPES.join(',')}
          onChange={(event) => void onPick(event)}
        />
        {avatarCrop.element}
      </div>
      <TextField
        control={control}
        name="userName"
        label={t('users:userName')}
        error={errors.userName?.message}
        hint={t('users:userNameHint')}
        clearable
      />
      <TextField
        control={control}
        name="firstName"
        label={t('users:firstName')}
        error={errors.firstName?.message}
        hint={t('users:firstNameHint')}
        clearable
      />
      <TextField
        control={control}
        name="lastName"
        label={t('users:lastName')}
        error={errors.lastName?.message}
        hint={t('users:lastNameHint')}
        clearable
      />
      <Field label={t('users:gender')} error={errors.gender?.message}>
        <Controller
          control={control}
          name="gender"
          render={({ field }) => (
            <Selector
              columns={3}
              value={[field.value]}
              onChange={(value) => value[0] !== undefined && field.onChange(value[0])}
              options={[
                { label: t('users:genderMale'), value: Gender.male },
                { label: t('users:genderFemale'), value: Gender.female },
                { label: t('users:genderUnknown'), value: Gender.unknown },
              ]}
            />
          )}
        />
      </Field>
      <FormSubmit className={styles.actions} loading={saving}>
        {t('common:save')}
      </FormSubmit>
    </form>
  );
}
