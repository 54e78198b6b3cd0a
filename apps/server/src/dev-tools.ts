import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { devClockRoutes } from './dev-clock.routes.ts';
import type { Clock } from './deps.ts';
import { devOutboxRoutes } from './modules/auth/dev-outbox.routes.ts';
import { devSupportRoutes } from './modules/groups/support.dev-routes.ts';
import { devWalletRoutes } from './modules/wallet/dev-wallet.routes.ts';
import { devTopUpRoutes } from './modules/topup/topup.dev-routes.ts';
import type { Services } from './services.ts';
import { isMovable } from './shifted-clock.ts';

/**
 * The /dev routes. The code outbox is how a newcomer signs up on a machine without mail or SMS, so it is on outside
 * production, answering loopback only. The helpers that mint money or hand out staff roles need DEV_TOOLS=1 as well
 * (config.devTools, never true in production): without login, on a server listening on 0.0.0.0, they would let
 * anyone make himself rich or an administrator.
 */
export async function registerDevTools(
  app: FastifyInstance,
  services: Services,
  config: Config,
  clock: Clock,
) {
  if (config.isProduction) return;
  await app.register(devOutboxRoutes(services));
  if (!config.devTools) return;
  await app.register(devWalletRoutes(services));
  await app.register(devTopUpRoutes(services));
  await app.register(devSupportRoutes(services));
  // Moving the clock expires every session and code at will: a helper of the same weight (tests, issue 18).
  if (isMovable(clock)) await app.register(devClockRoutes(clock));
}

/** What `npm start` prints about them, so whoever runs a server knows what it exposes. */
export function devToolsSummary(config: Config): string {
  if (config.isProduction) return 'Dev tools: off (production).';
  const helpers = config.devTools
    ? 'ON (DEV_TOOLS=1): /dev/wallet/credit, /dev/topup/staff, /dev/support/agent mint money and grant staff roles without login, /dev/clock moves the server clock'
    : 'off (set DEV_TOOLS=1 for /dev/wallet/credit, /dev/topup/staff, /dev/support/agent, /dev/clock)';
  return `Dev tools: code outbox /dev/outbox on, loopback only; money and role helpers ${helpers}.`;
}
