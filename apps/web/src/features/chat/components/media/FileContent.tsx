import type { ChatMessage } from '@volna/contracts';
import {
  FileOutline,
  FolderOutline,
  MovieOutline,
  PictureOutline,
  SoundOutline,
  TextOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { native } from '../../../../shared/native/native-bridge.ts';
import { paths } from '../../../../shared/lib/paths.ts';
import { i18next } from '../../../../shared/i18n/i18n.ts';
import { navigateInApp } from '../../../../shared/lib/app-navigator.ts';
import { fileContentOf } from '../../model/media-content.ts';
import { extensionOf, type FileKind, fileKindOf, humanFileSize, isPdf } from '../../model/media-rules.ts';
import styles from './media.module.css';
import { showToast } from '../../../../shared/ui/toast.ts';

const LOOK: Record<FileKind, { icon: ReactNode; color: string }> = {
  pdf: { icon: <FileOutline />, color: '#e5484d' },
  document: { icon: <TextOutline />, color: '#2f6fed' },
  spreadsheet: { icon: <UnorderedListOutline />, color: '#1f9d55' },
  presentation: { icon: <FileOutline />, color: '#f08c00' },
  archive: { icon: <FolderOutline />, color: '#8e6c3a' },
  image: { icon: <PictureOutline />, color: '#0fa5a5' },
  video: { icon: <MovieOutline />, color: '#7c4ddb' },
  audio: { icon: <SoundOutline />, color: '#d6409f' },
  text: { icon: <TextOutline />, color: '#6b7280' },
  other: { icon: <FileOutline />, color: '#6b7280' },
};

/** The coloured tile of a file's kind, with its extension written on it. */
export function FileIcon({ name, type }: { name: string; type?: string }) {
  const look = LOOK[fileKindOf(name, type)];
  const extension = extensionOf(name).slice(0, 4).toUpperCase();
  return (
    <span className={styles.fileIcon} style={{ background: look.color }} aria-hidden>
      {look.icon}
      {extension && <span className={styles.fileExtension}>{extension}</span>}
    </span>
  );
}

/**
 * Opens a file message: a PDF in the app's preview page; anything else through the native shell (command 1006), or
 * in a new browser tab (a download for types a browser does not show).
 */
export function openFileMessage(message: Pick<ChatMessage, 'content'>) {
  const file = fileContentOf(message);
  if (!file.url) {
    showToast({ content: i18next.t('media:file.openFailed') });
    return;
  }
  if (isPdf(file.name, file.type)) {
    navigateInApp(`${paths.previewPdf}?${new URLSearchParams({ url: file.url, name: file.name })}`);
    return;
  }
  // The shell opens the address outside this page, so it gets it whole ('/files/…' → 'https://host/files/…').
  native.openFile(new URL(file.url, window.location.href).href);
}

/** A file: its kind's icon, its name and its size; a tap opens it. */
export function FileContent({ message }: { message: ChatMessage }) {
  const { t, i18n } = useTranslation();
  const file = fileContentOf(message);
  return (
    <button
      type="button"
      className={`${styles.plain} ${styles.file}`}
      onClick={() => openFileMessage(message)}
      aria-label={t('media:file.open', { name: file.name })}
      data-media="file"
    >
      <FileIcon name={file.name} type={file.type} />
      <span className={styles.fileText}>
        <span className={styles.fileName}>{file.name || t('media:file.untitled')}</span>
        <span className={styles.fileSize}>{humanFileSize(file.size, i18n.language)}</span>
      </span>
    </button>
  );
}
