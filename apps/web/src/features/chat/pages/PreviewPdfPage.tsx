import { Button, ErrorBlock, SpinLoading } from 'antd-mobile';
import { DownlandOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { native } from '../../../shared/native/native-bridge.ts';
import { paths } from '../../../shared/lib/paths.ts';
import { useGoBack } from '../../../shared/lib/navigation.ts';
import { NavBar } from '../../../shared/ui/NavBar.tsx';
import styles from '../components/media/media.module.css';
import { safeMediaUrl, startsLikePdf } from '../model/media-rules.ts';

type View =
  | { kind: 'loading' }
  | { kind: 'ready'; documentUrl: string }
  | { kind: 'fetchFailed' }
  | { kind: 'openFailed' };

/**
 * A PDF sent in a chat, shown by the browser's own PDF viewer (query: url, name). The file is fetched first, so a
 * failure (404, network, not a PDF) is told in place with a retry, which a frame pointed at the address could not
 * report; the document is then shown from this page's own copy.
 */
export default function PreviewPdfPage() {
  const { t } = useTranslation();
  const goBack = useGoBack(paths.chat);
  const [params] = useSearchParams();
  const url = safeMediaUrl(params.get('url'), window.location.origin);
  const name = params.get('name')?.trim() || t('media:pdf.untitled');
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The browser says whether it has a PDF viewer; older ones do not say (undefined), and are given the frame.
  const canShowPdf = (navigator as Navigator & { pdfViewerEnabled?: boolean }).pdfViewerEnabled !== false;

  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry trigger
  useEffect(() => {
    if (!url) {
      setView({ kind: 'openFailed' });
      return;
    }
    const controller = new AbortController();
    let documentUrl: string | null = null;
    setView({ kind: 'loading' });
    (async () => {
      let file: Blob;
      try {
        const response = await fetch(url, { signal: controller.signal });
        if (!response.ok) throw new Error(String(response.status));
        file = await response.blob();
      } catch {
        if (!controller.signal.aborted) setView({ kind: 'fetchFailed' });
        return;
      }
      const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
      if (controller.signal.aborted) return;
      if (!startsLikePdf(head)) {
        setView({ kind: 'openFailed' });
        return;
      }
      documentUrl = URL.createObjectURL(new Blob([file], { type: 'application/pdf' }));
      setView({ kind: 'ready', documentUrl });
    })();
    return () => {
      controller.abort();
      if (documentUrl) URL.revokeObjectURL(documentUrl);
    };
  }, [url, attempt]);

  const download = () => {
    if (url) native.downloadFile(url, name);
  };
  const openOutside = () => {
    if (url) native.openFile(url);
  };

  let content: React.ReactNode;
  if (view.kind === 'loading')
    content = (
      <div className={styles.loading}>
        <SpinLoading aria-label={t('common:loading')} />
      </div>
    );
  else if (view.kind === 'ready' && canShowPdf)
    content = <iframe className={styles.pdfFrame} src={view.documentUrl} title={name} />;
  else {
    const failed = view.kind === 'fetchFailed' || view.kind === 'openFailed';
    let title = t('media:pdf.noViewer');
    let description = t('media:pdf.noViewerHint');
    if (view.kind === 'fetchFailed') {
      title = t('media:fetchFailed');
      description = t('media:pdf.fetchFailedHint');
    } else if (view.kind === 'openFailed') {
      title = t('media:file.openFailed');
      description = t('media:pdf.openFailedHint');
    }
    content = (
      <div className={styles.centered}>
        <ErrorBlock status={failed ? 'default' : 'empty'} title={title} description={description}>
          <div className={styles.centeredActions}>
            {view.kind === 'fetchFailed' && (
              <Button color="primary" onClick={() => setAttempt((n) => n + 1)}>
                {t('common:retry')}
              </Button>
            )}
            {view.kind === 'ready' && (
              <Button color="primary" onClick={openOutside}>
                {t('media:pdf.openOutside')}
              </Button>
            )}
            {url && <Button onClick={download}>{t('media:pdf.download')}</Button>}
          </div>
        </ErrorBlock>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <NavBar
          onBack={goBack}
          right={
            url && (
              <button
                type="button"
                className={`${styles.plain} ${styles.headerAction}`}
                onClick={download}
                aria-label={t('media:pdf.download')}
              >
                <DownlandOutline />
              </button>
            )
          }
        >
          <div className={styles.headerTitle} title={name}>
            {name}
          </div>
        </NavBar>
      </div>
      {content}
    </div>
  );
}
