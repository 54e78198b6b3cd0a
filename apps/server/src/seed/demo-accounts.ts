import { type AreaCode, Gender, type Language, StaffRole, type StaffRoleValue } from '@volna/contracts';

/** One password for every demo login, so a newcomer can try any of them (docs/demo-logins.md lists them). */
export const DEMO_PASSWORD = 'volna2026';

export type DemoAccount = {
  /** How the account is known in the docs and the start-up log. */
  role: string;
  areaCode?: AreaCode;
  /** National number, as the login form takes it after the area code. */
  phone?: string;
  email?: string;
  firstName: string;
  lastName: string;
  gender: number;
  language: Language;
  avatarColorCode: number;
  /** Drawn on the avatar; letters must exist in initials-avatar.ts. */
  initials: string;
  staffRole: StaffRoleValue;
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    role: 'user (Russian)',
    areaCode: '+7',
    phone: '9161234567',
    firstName: 'Анна',
    lastName: 'Смирнова',
    gender: Gender.female,
    language: 'ru',
    avatarColorCode: 0,
    initials: 'АС',
    staffRole: StaffRole.none,
  },
  {
    role: 'user (Chinese)',
    areaCode: '+86',
    phone: '13800138000',
    // Chinese names read surname first with no space: the whole name is the first name.
    firstName: '王芳',
    lastName: '',
    gender: Gender.female,
    language: 'zh',
    avatarColorCode: 1,
    initials: '王',
    staffRole: StaffRole.none,
  },
  {
    role: 'user (e-mail, English)',
    email: 'john.miller@demo.volna.local',
    firstName: 'John',
    lastName: 'Miller',
    gender: Gender.male,
    language: 'en',
    avatarColorCode: 2,
    initials: 'JM',
    staffRole: StaffRole.none,
  },
  {
    role: 'user (Russian)',
    areaCode: '+7',
    phone: '9269876543',
    firstName: 'Дмитрий',
    lastName: 'Иванов',
    gender: Gender.male,
    language: 'ru',
    avatarColorCode: 3,
    initials: 'ДИ',
    staffRole: StaffRole.none,
  },
  {
    role: 'customer service',
    areaCode: '+7',
    phone: '9031112233',
    firstName: 'Служба',
    lastName: 'поддержки',
    gender: Gender.unknown,
    language: 'ru',
    avatarColorCode: 4,
    initials: 'СП',
    staffRole: StaffRole.customerService,
  },
  {
    role: 'platform administrator',
    email: 'admin@demo.volna.local',
    firstName: 'Admin',
    lastName: 'Volna',
    gender: Gender.unknown,
    language: 'en',
    avatarColorCode: 1,
    initials: 'AV',
    staffRole: StaffRole.platformAdmin,
  },
];

export const loginOf = (account: DemoAccount) => account.email ?? `${account.areaCode} ${account.phone}`;
