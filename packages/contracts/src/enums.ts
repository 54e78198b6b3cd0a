// States and types of spec §3–4 as named values.

export const LANGUAGES = ['ru', 'zh', 'en', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ru';

/** Supported phone area codes (spec §5). */
export const AREA_CODES = ['+7', '+86'] as const;
export type AreaCode = (typeof AREA_CODES)[number];

export const Gender = { unknown: 0, male: 1, female: 2 } as const;

/** Who may see a private field (spec §6). */
export const Privacy = { nobody: 0, contacts: 1, everybody: 2 } as const;
export type PrivacyLevel = (typeof Privacy)[keyof typeof Privacy];

export const StaffRole = { none: 0, customerService: 1, platformAdmin: 2 } as const;
export type StaffRoleValue = (typeof StaffRole)[keyof typeof StaffRole];

/** A customer ticket's state (spec §4): a new ticket or a user's addition is unreplied until staff answer. */
export const TicketStatus = { unreplied: 0, processing: 1, processed: 2 } as const;
export type TicketStatusValue = (typeof TicketStatus)[keyof typeof TicketStatus];

/** `module` request header (spec §7). */
export const StatisticsModule = { dating: 1, bourse: 2, default: 3, dnaMatch: 4 } as const;

export const ConversationType = { private: 1, group: 3, system: 6 } as const;
export const SYSTEM_TARGET_ID = 'SYSTEM-MESSAGE';
/** The special system account that sends RC-SYSTEM messages and the forced-offline notice (spec §4). */
export const SYSTEM_SENDER_ID = 0;

export const ConnectionStatus = { connecting: 1, connected: 2, disconnected: 3, suspended: 4 } as const;

/** A member's role in a group (spec §3, §6); the spec's wire name of `ordinary` is GENNER. */
export const GroupRole = { owner: 1, admin: 2, ordinary: 3 } as const;
export type GroupRoleValue = (typeof GroupRole)[keyof typeof GroupRole];

/** A group's life: active, dissolved by its owner (or its last member leaving), cancelled (module groups). */
export const GroupStatus = { active: 1, dissolved: 2, cancelled: 3 } as const;
export type GroupStatusValue = (typeof GroupStatus)[keyof typeof GroupStatus];
/** A group invitation's state (issue 17); `lapsed`: replaced after it expired or its inviter left the group. */
export const GroupInvitationStatus = { pending: 0, accepted: 1, declined: 2, lapsed: 3 } as const;

/** moduleType of a group: 0 an ordinary group; module groups belong to a product area (6 customer service). */
export const ORDINARY_GROUP_MODULE_TYPE = 0;
export const MODULE_TYPE_MAX = 99;

/** Native shell bridge commands (spec §7). */
export const NativeCommand = {
  init: 1000,
  voiceCall: 1001,
  videoCall: 1002,
  logout: 1003,
  update: 1004,
  openLink: 1005,
  openFile: 1006,
  downloadFile: 1007,
  changeLanguage: 1008,
  /**
   * A request with an answer (issue 15): today's step count from the device's pedometer. The app sends
   * `{ type: 1009, data: { requestId } }`; the shell answers by calling
   * `window.volnaNativeReply({ type: 1009, requestId, data: { steps } })` (steps null when it has no permission).
   */
  stepCount: 1009,
} as const;

/** Why a verification code is being used; a code is bound to the target address, not the purpose. */
export const CodeChannel = { sms: 'sms', email: 'email' } as const;
export type CodeChannelValue = (typeof CodeChannel)[keyof typeof CodeChannel];
