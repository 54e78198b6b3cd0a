import type { Language } from '@volna/contracts';
import 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    /** Set by the auth guard: the signed-in user and his session. */
    auth: { userId: number; sessionId: string };
  }
  interface FastifyInstance {
    /** preHandler that admits only a live session (401 / 4002 / 4003 otherwise). */
    requireAuth: (request: FastifyRequest) => Promise<void>;
    /** preHandler that reads a session when one is given, and admits guests too. */
    optionalAuth: (request: FastifyRequest) => Promise<void>;
  }
}
