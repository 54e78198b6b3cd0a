import { StaffRole } from '@volna/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fail } from '../../http/errors.ts';
import type { UsersService } from '../users/users.service.ts';

/** Who may call a staff route: any staff (customer service or platform administrator), or administrators only. */
export type StaffLevel = 'staff' | 'admin';

/**
 * The one guard of /admin/api (issue 11): a live session (401 / 4002 / 4003), then the caller's staff role read from
 * the database on every call, so a role taken away stops working at once. Users and customer service on an
 * administrator's route get 403. Used as a route's `onRequest`.
 */
export function requireStaff(app: FastifyInstance, users: UsersService, level: StaffLevel) {
  const checkRole = async (request: FastifyRequest) => {
    const role = await users.staffRoleOf(request.auth.userId);
    const admitted =
      level === 'admin'
        ? role === StaffRole.platformAdmin
        : role === StaffRole.customerService || role === StaffRole.platformAdmin;
    if (!admitted) fail('forbidden');
  };
  return { onRequest: [app.requireAuth, checkRole] };
}
