import type { AppDeps } from './deps.ts';
import { createSessionService } from './modules/auth/session.service.ts';

/** Every module's service, built once per app; a module reaches another only through these. */
export function createServices(deps: AppDeps) {
  const sessions = createSessionService(deps);
  return { sessions };
}

export type Services = ReturnType<typeof createServices>;
