import websocket from '@fastify/websocket';
import { SOCKET_FRAME_MAX_BYTES } from '@volna/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../services.ts';

/** The realtime socket at /ws; everything it does lives in the gateway service. */
export const gatewayRoutes =
  (services: Services): FastifyPluginAsync =>
  async (app) => {
    await app.register(websocket, { options: { maxPayload: SOCKET_FRAME_MAX_BYTES } });
    app.get('/ws', { websocket: true, schema: { hide: true } }, (socket, request) =>
      services.gateway.accept(socket, request),
    );
    app.addHook('onClose', () => services.gateway.close());
  };
