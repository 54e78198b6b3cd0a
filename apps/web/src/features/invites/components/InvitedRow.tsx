import type { InvitedPersonVo } from '@volna/contracts';
import { List, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { fullTime } from '../../../shared/format/chat-time.ts';
import { formatMoney } from '../../../shared/format/money.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { UserAvatar } from '../../../shared/ui/UserAvatar.tsx';
import { inviteModuleName, SHARE_MODULES } from '../model/modules.ts';
import styles from './invites.module.css';

/** One invitee: when he came, which steps he has done (each with what it paid me) and my total from him. */
export function InvitedRow({ person }: { person: InvitedPersonVo }) {
  const { t } = useTranslation();
  const locale = currentLanguage();
  // In the order of the share buttons: sign-up, dating, blind box (surveys are not built yet).
  const shown = SHARE_MODULES.flatMap(({ module }) => person.steps.filter((s) => s.module === module));
  return (
    <List.Item
      prefix={<UserAvatar src={person.avatar} nickName={person.nickName} size={40} alt={person.nickName} />}
      extra={
        <span data-testid="invited-earned">
          {t('invites:list.earned', { amount: formatMoney(person.earned, { locale }) })}
        </span>
      }
      description={
        <span className={styles.steps}>
          <span>{fullTime(Date.parse(person.invitedTime), locale)}</span>
          {shown.map((step) => (
            <Tag
              key={step.module}
              color={step.reward === null ? 'default' : 'success'}
              fill="outline"
              data-testid={`invited-step-${inviteModuleName(step.module)}`}
            >
              {step.reward === null
                ? t(`invites:steps.${inviteModuleName(step.module)}`)
                : t('invites:list.done', {
                    step: t(`invites:steps.${inviteModuleName(step.module)}`),
                    amount: formatMoney(step.reward, { locale }),
                  })}
            </Tag>
          ))}
        </span>
      }
    >
      <span data-testid="invited-name">{person.nickName}</span>
    </List.Item>
  );
}
