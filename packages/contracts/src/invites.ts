import { z } from 'zod';

/** Share/invite info captured from the launch query (shareUserId → inviterId, shareType → type). */
export const inviteBindBody = z.object({
  inviterId: z.coerce.number().int().positive().max(2_147_483_647),
  type: z.coerce.number().int().min(0).max(100),
});
