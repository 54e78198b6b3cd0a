import { Dialog } from 'antd-mobile';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker } from 'react-router';

/**
 * Exit-without-saving prompt (spec §2) for a form: while `isDirty`, leaving through in-app navigation asks first,
 * and closing or reloading the tab triggers the browser's own "leave site?" question.
 * Call `allowLeave()` right before navigating away on purpose (after a successful save).
 */
export function useExitPrompt(isDirty: boolean) {
  const { t } = useTranslation();
  const leaving = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      !leaving.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const handler = Dialog.show({
      title: t('common:unsavedTitle'),
      content: t('common:unsavedContent'),
      closeOnAction: true,
      actions: [
        [
          { key: 'stay', text: t('common:stay'), onClick: () => blockerRef.current.reset?.() },
          {
            key: 'leave',
            text: t('common:leave'),
            danger: true,
            onClick: () => blockerRef.current.proceed?.(),
          },
        ],
      ],
    });
    return () => handler.close();
  }, [blocker.state, t]);

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  useEffect(() => {
    if (!isDirty) leaving.current = false;
  }, [isDirty]);

  const allowLeave = useCallback(() => {
    leaving.current = true;
  }, []);
  return { allowLeave };
}
