import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import {
  fetchMyProfiles,
  type ProfileKind,
  prefillFor,
  type SharedProfile,
  updatableOthers,
} from './shared-profile.ts';

/**
 * For one card's form: what it starts from when the user has no such card yet (the shared fields of another), and,
 * after a save, the offer to carry the shared fields over to the other cards ("also update my other profiles?").
 */
export function useSharedProfiles(kind: ProfileKind) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const profiles = useQuery({ queryKey: ['myProfiles'], queryFn: fetchMyProfiles, staleTime: 0 });
  return {
    prefill: profiles.data ? prefillFor(profiles.data, kind) : null,
    /** Asks, then saves the others; resolves once the user answered (and the saves ended). */
    async offerUpdate(next: SharedProfile) {
      const fresh = await fetchMyProfiles().catch(() => null);
      const updates = fresh ? updatableOthers(fresh, kind, next) : [];
      if (updates.length === 0) return;
      const names = updates.map((u) => t(`common:profiles.kind.${u.kind}`)).join(', ');
      const agreed = await Dialog.confirm({
        title: t('common:profiles.alsoUpdateTitle'),
        content: t('common:profiles.alsoUpdate', { names }),
        confirmText: t('common:profiles.update'),
        cancelText: t('common:profiles.keep'),
      });
      if (!agreed) return;
      const results = await Promise.allSettled(updates.map((u) => u.save()));
      const failed = results.some((r) => r.status === 'rejected');
      Toast.show({
        icon: failed ? 'fail' : 'success',
        content: t(failed ? 'common:profiles.updateFailed' : 'common:profiles.updated'),
      });
      // The other cards' pages read afresh.
      await queryClient.invalidateQueries();
    },
  };
}
