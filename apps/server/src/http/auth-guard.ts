import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionService } from '../modules/auth/session.service.ts';

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
};

export function registerAuthGuard(app: FastifyInstance, sessions: SessionService) {
  app.decorateRequest('auth', null as never);
  app.decorate('requireAuth', async (request: FastifyRequest) => {
    request.auth = await sessions.authenticate(bearer(request));
  });
  app.decorate('optionalAuth', async (request: FastifyRequest) => {
    const token = bearer(request);
    if (token) request.auth = await sessions.authenticate(token);
  });
}
