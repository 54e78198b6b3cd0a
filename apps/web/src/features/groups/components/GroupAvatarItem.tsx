import { type GroupVo, IMAGE_MIME_TYPES } from '@volna/contracts';
import { List, ProgressBar, Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../../shared/ui/UserAvatar.tsx';
import { groupTitle } from '../../../shared/messaging/api/groupLook.ts';
import { useEditGroup } from '../api/editGroup.ts';
import { useUploadGroupAvatar } from '../api/uploadGroupAvatar.ts';
import { useGroupPicture } from '../model/useGroupPicture.ts';

/** The group's picture; the owner and admins change it (uploaded with progress, then saved on the group). */
export function GroupAvatarItem({ group, editable }: { group: GroupVo; editable: boolean }) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadGroupAvatar();
  const picture = useGroupPicture();
  const edit = useEditGroup();
  const [progress, setProgress] = useState<number | null>(null);
  const title = groupTitle(group, i18n.language);

  const onPick = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const cropped = await picture.pick(event);
    if (!cropped) return;
    try {
      setProgress(0);
      const stored = await upload.mutateAsync({ file: cropped, onProgress: setProgress });
      await edit.mutateAsync({
        groupId: group.groupId,
        avatar: stored.url,
        avatarCompress: stored.urlCompress,
      });
      Toast.show({ icon: 'success', content: t('common:saved') });
    } catch {
      // The API helper showed the server's reason; the old picture stays.
    } finally {
      setProgress(null);
    }
  };

  return (
    <List.Item
      extra={<UserAvatar src={group.avatarCompress || group.avatar} nickName={title} size={40} alt={title} />}
      description={progress !== null && <ProgressBar percent={progress} />}
      onClick={editable && progress === null ? () => input.current?.click() : undefined}
      arrowIcon={editable ? undefined : false}
    >
      {t('groups:settings.avatar')}
      {editable && (
        <input
          ref={input}
          type="file"
          accept={IMAGE_MIME_TYPES.join(',')}
          hidden
          onChange={(event) => void onPick(event)}
        />
      )}
      {picture.element}
    </List.Item>
  );
}
