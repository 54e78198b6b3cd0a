import { InviteModule, StatisticsModule } from '@volna/contracts';
import { AppError } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { DEMO_DATERS } from './demo-dating.ts';

/**
 * Some invites with rewards (issue 15): the first demo users invited a few of the dating demo profiles. Each binding
 * is a sign-up reward, paid once through the rewards account; the invitees already published their dating profile,
 * which pays the dating reward as the first publish would have. A restart finds them bound and adds nothing.
 */
export async function seedDemoInvites(services: Services, memberIds: number[]) {
  const inviters = memberIds.slice(0, 2);
  if (!inviters.length) return 0;
  let bound = 0;
  for (const [i, dater] of DEMO_DATERS.slice(0, 5).entries()) {
    const invitee = await services.users.findByPhone('+7', dater.phone);
    if (!invitee) continue;
    const inviterId = inviters[i % inviters.length]!;
    try {
      await services.invites.bind(invitee.id, { inviterId, type: StatisticsModule.dating });
      bound++;
    } catch (error) {
      // A restart finds them bound, or past the binding window (issue 28 §6): nothing to add.
      const settled = ['inviteAlreadyBound', 'inviteWindowClosed', 'inviteCycle'];
      if (error instanceof AppError && settled.includes(error.codeName)) continue;
      throw error;
    }
    await services.inviteRewards.qualify(invitee.id, InviteModule.dating);
  }
  return bound;
}
