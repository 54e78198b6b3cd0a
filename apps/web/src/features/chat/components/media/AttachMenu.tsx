import { type ConversationKey, ConversationType } from '@volna/contracts';
import { AddCircleOutline } from 'antd-mobile-icons';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../shared/lib/paths.ts';
import { type PickedAs, type PickRefusal, sendPickedFiles } from '../../model/attach.ts';
import { uploadLimitMb } from '../../model/media-rules.ts';
import styles from './media.module.css';
import { showToast } from '../../../../shared/ui/toast.ts';
import { useActionSheet } from '../../../../shared/ui/useActionSheet.tsx';

/** Red packets go into private and group chats only. */
const RED_PACKET_CHATS: number[] = [ConversationType.private, ConversationType.group];

function refusalText(t: (key: string, options?: Record<string, unknown>) => string, refused: PickRefusal[]) {
  const [first] = refused;
  if (!first) return '';
  if (refused.length > 1)
    return t('media:attach.severalRefused', { count: refused.length, limit: uploadLimitMb() });
  return first.reason === 'tooLarge'
    ? t('media:attach.tooLarge', { name: first.name, limit: uploadLimitMb() })
    : t('media:attach.empty', { name: first.name });
}

/**
 * The composer's "+": photos and videos (several at once, each its own message) or any file, up to 20 MB each,
 * or a red packet (its own page).
 */
export function AttachMenu({ chat, disabled }: { chat: ConversationKey; disabled?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sheet = useActionSheet();
  const mediaInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const onPicked = (as: PickedAs) => async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so picking the same file again still fires a change.
    event.target.value = '';
    if (files.length === 0) return;
    const refused = await sendPickedFiles(chat, files, as);
    if (refused.length > 0) showToast({ content: refusalText(t, refused), duration: 3000 });
  };

  const openSheet = () =>
    sheet.show({
      cancelText: t('common:cancel'),
      actions: [
        { key: 'media', text: t('media:attach.media'), onClick: () => mediaInput.current?.click() },
        { key: 'file', text: t('media:attach.file'), onClick: () => fileInput.current?.click() },
        ...(RED_PACKET_CHATS.includes(chat.conversationType)
          ? [
              {
                key: 'redPacket',
                text: t('redPacket:attach'),
                onClick: () =>
                  navigate(
                    `${paths.redPacketSend}?targetId=${chat.targetId}&conversationType=${chat.conversationType}`,
                  ),
              },
            ]
          : []),
      ],
      extra: t('media:attach.limit', { limit: uploadLimitMb() }),
    });

  return (
    <>
      <button
        type="button"
        className={`${styles.plain} ${styles.iconButton}`}
        onClick={openSheet}
        disabled={disabled}
        aria-label={t('media:attach.open')}
        aria-haspopup="dialog"
      >
        <AddCircleOutline />
      </button>
      <input
        ref={mediaInput}
        className={styles.hiddenInput}
        type="file"
        accept="image/*,video/*"
        multiple
        onChange={onPicked('media')}
        data-attach="media"
      />
      <input
        ref={fileInput}
        className={styles.hiddenInput}
        type="file"
        multiple
        onChange={onPicked('file')}
        data-attach="file"
      />
      {sheet.sheet}
    </>
  );
}
