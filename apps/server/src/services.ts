import type { AppDeps } from './deps.ts';
import { createSessionService } from './modules/auth/session.service.ts';
import { createSystemService } from './modules/system/system.service.ts';

/** Every module's service, built once per app; a module reaches another only through these. */
export function createServices(deps: AppDeps) {
  const sessions = createSessionService(deps);
  const system = createSystemService(deps);
  return { system, sessions };
}

export type Services = ReturnType<typeof createServices>;
