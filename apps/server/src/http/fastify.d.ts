import type { Language } from '@volna/contracts';
import 'fastify';
import type { ClientHeaders } from './client-headers.ts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    /** Set by the auth guard: the signed-in user and his session. */
    auth: { userId: number; sessionId: string };
    /** Statistics headers of spec §7 (`version`, `module`, `reception`), read on every request. */
    client: ClientHeaders;
  }
  interface FastifyInstance {
    /** onRequest hook that admits only a live session (401 / 4002 / 4003 otherwise), before the body is read or validated. */
    requireAuth: (request: FastifyRequest) => Promise<void>;
    /** preHandler that reads a session when one is given, and admits guests too. */
    optionalAuth: (request: FastifyRequest) => Promise<void>;
  }
}
