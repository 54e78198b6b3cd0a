import { z } from 'zod';
import { StatisticsModule } from './enums.ts';
import { shareConfigList } from './system-config.ts';
import { CurrencyId } from './wallet-codes.ts';

// Invites, share info and the airdrop config (issue 15, spec §5 and §7). A launch link carries shareType (the
// module) and shareUserId (the inviter); the invitee's sign-up binds the inviter once (invites module). The inviter is
// then rewarded once per invitee per module, when the invitee completes that module's qualifying step.

/**
 * The modules an invite can belong to, numbered as the launch query's shareType (StatisticsModule for the existing
 * ones). The qualifying step of each (docs/architecture.md "Invite rewards"):
 *  - platform: the invitee signed up and was bound to the inviter;
 *  - dating: the invitee published his first dating profile;
 *  - blindBox: the invitee opened the blind box for the first time;
 *  - survey: the invitee completed his first survey (surveys.service.ts `reply`).
 */
export const InviteModule = {
  dating: StatisticsModule.dating,
  platform: StatisticsModule.default,
  blindBox: 5,
  survey: 6,
} as const;
export type InviteModuleValue = (typeof InviteModule)[keyof typeof InviteModule];
export const INVITE_MODULES = Object.values(InviteModule) as InviteModuleValue[];
export const inviteModuleName = (module: number) =>
  (Object.entries(InviteModule).find(([, v]) => v === module)?.[0] ??
    'platform') as keyof typeof InviteModule;

/** Invite rewards are paid in the platform currency, from the rewards account. */
export const INVITE_REWARD_CURRENCY_ID = CurrencyId.VLN;
/** What a module pays per qualifying invitee until staff set it (VLN). */
export const INVITE_REWARD_DEFAULTS: Record<InviteModuleValue, string> = {
  [InviteModule.platform]: '1',
  [InviteModule.dating]: '2',
  [InviteModule.blindBox]: '1',
  [InviteModule.survey]: '2',
};
/** Most a module may pay per invitee (a typo in the console must not drain the rewards account). */
export const INVITE_REWARD_MAX = 1000;

const moduleValue = z.coerce
  .number({ error: 'airdropModuleUnknown' })
  .int({ error: 'airdropModuleUnknown' })
  .refine((m) => (INVITE_MODULES as number[]).includes(m), { error: 'airdropModuleUnknown' });

/** GET /app/airdrop/findByModule?module= */
export const airdropFindQuery = z.object({ module: moduleValue });

/** One module's share config: `disposition` is the share config list as JSON text (spec §7), parsed by the client. */
export const airdropConfigVo = z.object({
  module: z.number().int(),
  disposition: z.string(),
  /** VLN the inviter earns per invitee who completes the module's step; '0' = none. */
  inviteReward: z.string(),
  currencyId: z.number().int(),
  updatedTime: z.string().nullable(),
});
export type AirdropConfigVo = z.infer<typeof airdropConfigVo>;

const rewardText = z
  .string()
  .trim()
  .regex(/^(0|[1-9]\d{0,3})(\.\d{1,4})?$/, { error: 'airdropRewardInvalid' })
  .refine((v) => Number(v) <= INVITE_REWARD_MAX, { error: 'airdropRewardInvalid' });

/** The disposition text must parse as a share config list. */
export const dispositionText = z
  .string()
  .max(8000, { error: 'airdropDispositionInvalid' })
  .refine(
    (text) => {
      try {
        return shareConfigList.safeParse(JSON.parse(text)).success;
      } catch {
        return false;
      }
    },
    { error: 'airdropDispositionInvalid' },
  );

/** PUT /admin/api/airdrop/:module */
export const airdropUpdateBody = z.object({ disposition: dispositionText, inviteReward: rewardText });
export type AirdropUpdateBody = z.infer<typeof airdropUpdateBody>;
export const airdropModuleParam = z.object({ module: moduleValue });

/** One module's step of an invitee, as his inviter sees it. */
export const invitedStepVo = z.object({
  module: z.number().int(),
  /** The reward paid for it ('0' when the module paid nothing); null = the step is not done yet. */
  reward: z.string().nullable(),
  doneTime: z.string().nullable(),
});
export const invitedPersonVo = z.object({
  userId: z.number().int(),
  nickName: z.string(),
  avatar: z.string(),
  /** The shareType of the link he came by. */
  module: z.number().int(),
  invitedTime: z.string(),
  steps: z.array(invitedStepVo),
  earned: z.string(),
});
export type InvitedPersonVo = z.infer<typeof invitedPersonVo>;

/** GET /app/invite/list: whom I invited, their progress per module and what I earned. */
export const inviteListVo = z.object({
  shareUserId: z.number().int(),
  currencyId: z.number().int(),
  totalEarned: z.string(),
  invited: z.array(invitedPersonVo),
});
export type InviteListVo = z.infer<typeof inviteListVo>;
