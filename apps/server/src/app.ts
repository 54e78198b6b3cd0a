import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@volna/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps, AppInput } from './deps.ts';
import { registerDevTools } from './dev-tools.ts';
import { registerAuthGuard } from './http/auth-guard.ts';
import { registerClientHeaders } from './http/client-headers.ts';
import { registerDocs } from './http/docs.ts';
import { registerErrorHandling } from './http/error-handler.ts';
import { languageOf } from './http/lang.ts';
import { requestLogFields } from './http/log-redaction.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { invitesRoutes } from './modules/invites/invites.routes.ts';
import { createServices, type Services } from './services.ts';
import { filesRoutes } from './storage/files.routes.ts';
import { registerWebApp } from './http/web-app.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { assistantRoutes } from './modules/assistant/assistant.routes.ts';
import { anonymousRoutes } from './modules/anonymous/anonymous.routes.ts';
import { friendsRoutes } from './modules/friends/friends.routes.ts';
import { groupsRoutes } from './modules/groups/groups.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { mergeRoutes } from './modules/wallet/merge.routes.ts';
import { topUpRoutes } from './modules/topup/topup.routes.ts';
import { walletRoutes } from './modules/wallet/wallet.routes.ts';
import { transferRoutes } from './modules/transfers/transfer.routes.ts';
import { exchangeRoutes } from './modules/exchange/exchange.routes.ts';
import { redPacketRoutes } from './modules/red-packets/red-packet.routes.ts';
import { gatewayRoutes } from './realtime/gateway.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { datingRoutes } from './modules/dating/dating.routes.ts';
import { presenceRoutes } from './realtime/presence.routes.ts';
import { blindBoxRoutes } from './modules/blind-box/blind-box.routes.ts';
import { p2pRoutes } from './modules/p2p/p2p.routes.ts';
import { dnaRoutes } from './modules/dna/dna.routes.ts';
import { vipDatingRoutes } from './modules/vip-dating/vip-dating.routes.ts';
import { listingsRoutes } from './modules/listings/listings.routes.ts';
import { cashbackRoutes } from './modules/cashback/cashback.routes.ts';
import { listingOrdersRoutes } from './modules/listing-orders/listing-orders.routes.ts';
import { listingTasksRoutes } from './modules/listing-tasks/listing-tasks.routes.ts';
import { fitnessRoutes } from './modules/fitness/fitness.routes.ts';
import { surveysRoutes } from './modules/surveys/surveys.routes.ts';
import { airdropRoutes } from './modules/invites/airdrop.routes.ts';
import { pushRoutes } from './modules/push/push.routes.ts';
import { healthRoutes } from './lifecycle/health.routes.ts';
import { registerDrainGuard } from './lifecycle/lifecycle.ts';
import { createMetrics } from './metrics/metrics.ts';
import { registerMetrics } from './metrics/metrics.routes.ts';
import { createBusProbe, instrumentedBus } from './realtime/bus-instrumented.ts';

export type App = FastifyInstance & { services: Services };

/** The whole HTTP app over the given deps; main.ts listens with it, tests inject into it. */
export async function buildApp(input: AppInput): Promise<App> {
  const app = Fastify({
    logger: {
      level: input.config.logLevel,
      // Request URLs are logged with their query: secrets in it (the socket's ?token=) are blanked first.
      serializers: { req: requestLogFields },
      ...(input.logStream && { stream: input.logStream }),
    },
    genReqId: (req) => (req.headers['x-request-id'] as string | undefined)?.slice(0, 64) || randomUUID(),
    bodyLimit: 1024 * 1024,
    // Client IPs (per-IP limits) come from X-Forwarded-For only behind a proxy the operator names.
    trustProxy: input.config.trustProxy,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  const metrics = input.metrics ?? createMetrics();
  // Every service publishes through the instrumented bus: timed, and never failing a request once its data committed.
  const deps: AppDeps = {
    ...input,
    metrics,
    bus: instrumentedBus(input.bus, metrics, (text) => app.log.warn(text)),
  };

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('lang', 'ru');
  app.addHook('onRequest', async (request, reply) => {
    request.lang = languageOf(request.headers['content-language']);
    reply.header('x-request-id', request.id);
  });
  registerErrorHandling(app);
  registerClientHeaders(app);

  const services = createServices(deps);
  registerDrainGuard(app, services.lifecycle);
  await registerMetrics(app, metrics, deps.config);
  await app.register(healthRoutes(services.lifecycle));
  registerAuthGuard(app, services.sessions);
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 } });
  await registerDocs(app);

  // module routes (one line each)
  await app.register(systemRoutes(services));
  await app.register(filesRoutes(services));
  await app.register(authRoutes(services));
  await registerDevTools(app, services, deps.config, deps.clock);
  await app.register(invitesRoutes(services));
  await app.register(usersRoutes(services));
  await app.register(gatewayRoutes(services));
  await app.register(presenceRoutes(services));
  await app.register(chatRoutes(services));
  await app.register(assistantRoutes(services));
  await app.register(anonymousRoutes(services));
  await app.register(groupsRoutes(services));
  await app.register(friendsRoutes(services));
  await app.register(walletRoutes(services));
  await app.register(topUpRoutes(services));
  await app.register(mergeRoutes(services));
  await app.register(transferRoutes(services));
  await app.register(redPacketRoutes(services));
  await app.register(exchangeRoutes(services));
  await app.register(adminRoutes(services));
  await app.register(supportRoutes(services));
  await app.register(datingRoutes(services));
  await app.register(vipDatingRoutes(services));
  await app.register(dnaRoutes(services));
  await app.register(p2pRoutes(services));
  await app.register(blindBoxRoutes(services));
  await app.register(listingsRoutes(services));
  await app.register(listingOrdersRoutes(services));
  await app.register(cashbackRoutes(services));
  await app.register(listingTasksRoutes(services));
  await app.register(fitnessRoutes(services));
  await app.register(surveysRoutes(services));
  await app.register(airdropRoutes(services));
  await app.register(pushRoutes(services));

  await registerWebApp(app, deps);

  // This instance's timer poller: from ready until close, so the database outlives every run it starts.
  app.addHook('onReady', async () => services.timers.start());
  app.addHook('onClose', async () => services.timers.stop());
  app.addHook('onReady', async () => services.readCache.start());
  app.addHook('onClose', async () => services.readCache.stop());
  app.addHook('onReady', async () => services.wallet.liveRates.start());
  app.addHook('onClose', async () => services.wallet.liveRates.stop());
  // Pushes already decided go out before the database closes.
  app.addHook('onClose', async () => services.pushDispatch.idle());
  const probe = createBusProbe(deps.bus, metrics);
  app.addHook('onReady', async () => probe.start());
  app.addHook('onClose', async () => probe.stop());
  metrics.dbPoolWaiting(() => deps.database.waiting());
  const stopTimingWaits = deps.database.onWait((seconds) => metrics.dbPoolWait.observe(seconds));
  app.addHook('onClose', async () => stopTimingWaits());

  return Object.assign(app, { services }) as unknown as App;
}
