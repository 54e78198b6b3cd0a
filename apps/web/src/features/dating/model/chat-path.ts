import { DATING_MODULE_TYPE } from '@volna/contracts';
import { privateChatPath } from '../../../shared/lib/paths.ts';

/** The private chat a dating purchase or a mutual like opens; it carries the dating module (moduleType 1). */
export const datingChatPath = (targetId: string | number) => privateChatPath(targetId, DATING_MODULE_TYPE);
