import { useTranslation } from 'react-i18next';
import { paths } from '../../../shared/lib/paths.ts';
import { PageFrame } from '../../../shared/ui/PageFrame.tsx';
import { HubEntries } from '../components/HubEntries.tsx';

/**
 * pages/serviceFunction/index, the services hub: every service with its icon. A guest sees them all; those that need
 * an account ask him to log in (dating's feed is open to guests).
 */
export default function ServicesHubPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('listings:hub.title')} backTo={paths.posted}>
      <HubEntries />
    </PageFrame>
  );
}
