import { Dialog } from 'antd-mobile';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker } from 'react-router';
import { sessionToken } from '../session/session-store.ts';

const sessionEndedSince = (signedInAtStart: boolean) => signedInAtStart && !sessionToken();

/**
 * Exit-without-saving prompt (spec §2) for a form: while `isDirty`, leaving through in-app navigation asks first,
 * and closing or reloading the tab triggers the browser's own "leave site?" question.
 * Call `allowLeave()` right before navigating away on purpose (after a successful save).
 */
export function useExitPrompt(isDirty: boolean) {
  const { t } = useTranslation();
  const leaving = useRef(false);
  // A member's form cannot be saved once the server ended his session: the move to login is not held up.
  const signedInAtStart = useRef(Boolean(sessionToken()));

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      isDirty &&
      !leaving.current &&
      !sessionEndedSince(signedInAtStart.current) &&
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
      if (leaving.current || sessionEndedSince(signedInAtStart.current)) return;
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
