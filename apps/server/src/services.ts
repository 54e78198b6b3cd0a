import type { AppDeps } from './deps.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createSessionService } from './modules/auth/session.service.ts';
import { createInvitesService } from './modules/invites/invites.service.ts';
import { createSystemService } from './modules/system/system.service.ts';
import { createFilesService } from './storage/files.service.ts';
import { createUsersService } from './modules/users/users.service.ts';
import { createDelivery } from './realtime/delivery.ts';

/** Every module's service, built once per app; a module reaches another only through these. */
export function createServices(deps: AppDeps) {
  const sessions = createSessionService(deps);
  const delivery = createDelivery(deps);
  const system = createSystemService(deps);
  const files = createFilesService(deps);
  const users = createUsersService(deps);
  const auth = createAuthService(deps, { sessions, users });
  const invites = createInvitesService(deps, { users });
  return { system, files, sessions, delivery, users, auth, invites };
}

export type Services = ReturnType<typeof createServices>;
