import { ConversationType, DATING_MODULE_TYPE } from '@volna/contracts';
import { paths } from '../../../shared/lib/paths.ts';

/** The private chat a dating purchase or a mutual like opens; it carries the dating module (moduleType 1). */
export const datingChatPath = (targetId: string | number) =>
  `${paths.personalChat}?targetId=${targetId}&conversationType=${ConversationType.private}&responsibleModule=${DATING_MODULE_TYPE}`;
