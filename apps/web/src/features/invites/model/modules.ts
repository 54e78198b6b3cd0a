import { InviteModule, type InviteModuleValue, inviteModuleName } from '@volna/contracts';
import { paths } from '../../../shared/lib/paths.ts';

/** The modules a user can invite to from this page (surveys are not built yet), and where each link lands. */
export const SHARE_MODULES: { module: InviteModuleValue; landing: string }[] = [
  { module: InviteModule.platform, landing: paths.dating },
  { module: InviteModule.dating, landing: paths.dating },
  { module: InviteModule.blindBox, landing: paths.blindBoxHome },
];

export { inviteModuleName };
