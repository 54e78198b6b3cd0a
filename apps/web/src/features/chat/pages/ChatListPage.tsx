import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { NotInThisBuild } from '../../../shared/ui/NotInThisBuild.tsx';

/** Tab 0. Messaging is a later area: until it lands, the tab says so and points to what works now. */
export default function ChatListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <NotInThisBuild
      title={t('shell:tabs.chat')}
      heading={t('shell:chatEmpty.title')}
      description={t('shell:chatEmpty.description')}
      actions={[
        {
          key: 'profile',
          text: t('shell:chatEmpty.toProfile'),
          primary: true,
          onClick: () => navigate(paths.posted, { replace: true }),
        },
        {
          key: 'dating',
          text: t('shell:chatEmpty.toDating'),
          onClick: () => navigate(paths.dating, { replace: true }),
        },
      ]}
    />
  );
}
