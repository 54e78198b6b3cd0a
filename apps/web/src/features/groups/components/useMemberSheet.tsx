import type { GroupMemberVo } from '@volna/contracts';
import { Dialog, Toast } from 'antd-mobile';
import type { Action } from 'antd-mobile/es/components/action-sheet';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../shared/lib/paths.ts';
import { useActionSheet } from '../../../shared/ui/useActionSheet.tsx';
import { type MemberAction, useMemberAction } from '../api/memberAction.ts';
import { memberName } from '../model/member-name.ts';
import { memberActions } from '../model/rights.ts';

/**
 * A tapped member: his profile, and for an owner or admin what their role allows on him (make/remove admin,
 * mute/unmute, remove). The server has the last word; its refusal is toasted. Render `sheet`; call `open(member)`.
 */
export function useMemberSheet(groupId: number, myRole: number | null | undefined, myId: number) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const act = useMemberAction();
  const { sheet, show } = useActionSheet();

  const run = async (action: MemberAction, member: GroupMemberVo) => {
    const name = memberName(member);
    if (action === 'remove') {
      const confirmed = await Dialog.confirm({
        content: t('groups:member.removeConfirm', { name }),
        cancelText: t('common:cancel'),
        confirmText: t('groups:member.action.remove'),
      });
      if (!confirmed) return;
    }
    act.mutate(
      { action, groupId, userId: member.userId },
      {
        onSuccess: () =>
          Toast.show({ icon: 'success', content: t(`groups:member.done.${action}`, { name }) }),
      },
    );
  };

  const openProfile = (member: GroupMemberVo) =>
    navigate(`${paths.aboutDetailUsers}?userId=${member.userId}&groupId=${groupId}`);

  const open = (member: GroupMemberVo) => {
    const allowed = memberActions(myRole, myId, member);
    if (allowed.length === 0) {
      openProfile(member);
      return;
    }
    const actions: Action[] = [
      { key: 'profile', text: t('groups:member.action.profile'), onClick: () => openProfile(member) },
      ...allowed.map((action) => ({
        key: action,
        text: t(`groups:member.action.${action}`),
        danger: action === 'remove',
        onClick: () => void run(action, member),
      })),
    ];
    show({ extra: memberName(member), actions, cancelText: t('common:cancel') });
  };
  return { sheet, open };
}
