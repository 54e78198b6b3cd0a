import { StatisticsModule } from '@volna/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What the app says about itself on every call (spec §7): kept for statistics, never trusted for access. */
export type ClientHeaders = {
  /** `version` header: the web build's versionName. */
  version: string | null;
  /** `module` header: 1 dating, 2 bourse, 3 default, 4 dnaMatch; anything else is unknown. */
  module: number | null;
  /** `reception` header (the app sends 1). */
  reception: string | null;
};

const moduleValues = new Set<number>(Object.values(StatisticsModule));
// Headers are free text from the client: cap them so statistics rows stay small.
const VERSION_MAX = 32;
const RECEPTION_MAX = 16;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const shortText = (value: string | string[] | undefined, max: number) => {
  const text = first(value)?.trim();
  return text ? text.slice(0, max) : null;
};

export function clientHeadersOf(request: FastifyRequest): ClientHeaders {
  const moduleText = first(request.headers.module)?.trim();
  const module = moduleText && /^\d$/.test(moduleText) ? Number(moduleText) : Number.NaN;
  return {
    version: shortText(request.headers.version, VERSION_MAX),
    module: moduleValues.has(module) ? module : null,
    reception: shortText(request.headers.reception, RECEPTION_MAX),
  };
}

/** Reads the statistics headers once per request and puts them beside the request id in its log lines. */
export function registerClientHeaders(app: FastifyInstance) {
  app.decorateRequest('client', null as never);
  app.addHook('onRequest', async (request) => {
    request.client = clientHeadersOf(request);
    if (request.client.version || request.client.module)
      request.log = request.log.child({ appVersion: request.client.version, module: request.client.module });
  });
}
