import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { NotInThisBuild } from '../../../shared/ui/NotInThisBuild.tsx';

/** Tab 1, the home tab guests land on. Dating is a later area: no made-up profiles, a next step instead. */
export default function DatingHomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSessionStore((state) => Boolean(state.session?.token));
  return (
    <NotInThisBuild
      title={t('shell:tabs.dating')}
      heading={t('shell:datingEmpty.title')}
      description={t(signedIn ? 'shell:datingEmpty.memberHint' : 'shell:datingEmpty.guestHint')}
      actions={
        signedIn
          ? [
              {
                key: 'profile',
                text: t('shell:datingEmpty.toProfile'),
                primary: true,
                onClick: () => navigate(paths.editProfile),
              },
            ]
          : [
              {
                key: 'login',
                text: t('shell:datingEmpty.toLogin'),
                primary: true,
                onClick: () => navigate(paths.login),
              },
              { key: 'help', text: t('shell:datingEmpty.toHelp'), onClick: () => navigate(paths.policies) },
            ]
      }
    />
  );
}
