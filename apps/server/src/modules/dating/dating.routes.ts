import {
  chatMessage,
  DatingPurchaseKind,
  datingBlockingBody,
  datingBondVo,
  datingCheckMoneyQuery,
  datingCheckMoneyVo,
  datingInviteFriendsVo,
  datingLabelVo,
  datingLikeBody,
  datingLikeListQuery,
  datingLikeResultVo,
  datingLikeVo,
  datingListEnvelope,
  datingListQuery,
  datingPaymentBody,
  datingProfileBody,
  datingProfileIdQuery,
  datingProfileVo,
  datingPurchaseVo,
  emptyData,
  envelope,
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  idParam,
  pagedEnvelope,
  shareToChatBody,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, page } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';

const tags = ['dating'];
const idempotencyHeaders = z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema });
const mediaQuery = z.object({ compress: z.enum(['0', '1']).default('0') });

/**
 * Dating (issue 12): spec §7's /app/jy/* routes, plus the likes the spec names no path for (POST/DELETE
 * /app/jy/like, GET /app/jy/like/list), GET /app/jy/inviteFriends/list and the checked paid-media route
 * GET /app/jy/media/{id}. The feed, labels and a profile are open to guests.
 */
export const datingRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { profiles, likes, purchases, media, inviteFriends, sharing } = services.dating;
    const auth = { onRequest: app.requireAuth };
    const guest = { preHandler: app.optionalAuth };
    const oneProfile = { 200: envelope(datingProfileVo) };
    const viewer = (request: { auth: { userId: number } | null }) => request.auth?.userId ?? null;

    app.get(
      '/app/jy/label/list',
      { schema: { tags, response: { 200: envelope(z.array(datingLabelVo)) } } },
      async (request) => ok(request.lang, await profiles.labels(request.lang)),
    );

    app.get(
      '/app/jy/userPersonals/list',
      { ...guest, schema: { tags, querystring: datingListQuery, response: { 200: datingListEnvelope } } },
      async (request) => ({
        ...ok(request.lang, null),
        ...(await profiles.list(viewer(request), request.query, request.lang)),
      }),
    );

    app.post(
      '/app/jy/userPersonals',
      { ...auth, schema: { tags, body: datingProfileBody, response: oneProfile } },
      async (request) =>
        ok(request.lang, await profiles.create(request.auth.userId, request.body, request.lang)),
    );

    app.put(
      '/app/jy/userPersonals',
      { ...auth, schema: { tags, body: datingProfileBody, response: oneProfile } },
      async (request) =>
        ok(request.lang, await profiles.update(request.auth.userId, request.body, request.lang)),
    );

    app.get(
      '/app/jy/userPersonals/user',
      { ...auth, schema: { tags, response: { 200: envelope(datingProfileVo.nullable()) } } },
      async (request) => ok(request.lang, await profiles.mine(request.auth.userId, request.lang)),
    );

    app.get(
      '/app/jy/userPersonals/user/:id',
      { ...guest, schema: { tags, params: idParam, response: oneProfile } },
      async (request) =>
        ok(request.lang, await profiles.byUser(viewer(request), request.params.id, request.lang)),
    );

    app.get(
      '/app/jy/userPersonals/bond',
      { ...auth, schema: { tags, response: { 200: envelope(datingBondVo) } } },
      async (request) => ok(request.lang, await profiles.bond(request.auth.userId)),
    );

    app.delete(
      '/app/jy/userPersonals/del',
      {
        ...auth,
        schema: { tags, querystring: datingProfileIdQuery, response: { 200: envelope(emptyData) } },
      },
      async (request) => {
        await profiles.remove(request.auth.userId, request.query.id);
        return ok(request.lang, null);
      },
    );

    app.post(
      '/app/jy/userPersonals/blocking',
      { ...auth, schema: { tags, body: datingBlockingBody, response: { 200: envelope(emptyData) } } },
      async (request) => {
        await profiles.setHidden(request.auth.userId, request.body.personalId, request.body.blocked);
        return ok(request.lang, null);
      },
    );

    app.post(
      '/app/jy/userPersonals/:id/share',
      {
        ...auth,
        schema: { tags, params: idParam, body: shareToChatBody, response: { 200: envelope(chatMessage) } },
      },
      async (request) =>
        ok(
          request.lang,
          await sharing.share(request.auth.userId, request.params.id, request.body, request.lang),
        ),
    );

    app.get(
      '/app/jy/userPersonals/:id',
      { ...guest, schema: { tags, params: idParam, response: oneProfile } },
      async (request) =>
        ok(request.lang, await profiles.byId(viewer(request), request.params.id, request.lang)),
    );

    const payment = () =>
      ({
        ...auth,
        schema: {
          tags,
          headers: idempotencyHeaders,
          body: datingPaymentBody,
          response: { 200: envelope(datingPurchaseVo) },
        },
      }) as const;

    app.post('/app/jy/userAlbum/payment', payment(), async (request) =>
      ok(
        request.lang,
        await purchases.pay(
          request.auth.userId,
          request.body,
          DatingPurchaseKind.album,
          request.headers[IDEMPOTENCY_HEADER],
        ),
      ),
    );

    app.post('/app/jy/userPersonals/chat/payment', payment(), async (request) =>
      ok(
        request.lang,
        await purchases.pay(
          request.auth.userId,
          request.body,
          DatingPurchaseKind.chat,
          request.headers[IDEMPOTENCY_HEADER],
        ),
      ),
    );

    const check = {
      ...auth,
      schema: { tags, querystring: datingCheckMoneyQuery, response: { 200: envelope(datingCheckMoneyVo) } },
    };
    app.get('/app/jy/userAlbum/checkMoney', check, async (request) =>
      ok(
        request.lang,
        await purchases.check(request.auth.userId, request.query.personalId, DatingPurchaseKind.album),
      ),
    );
    app.get('/app/jy/userAlbum/checkMoneyForChat', check, async (request) =>
      ok(
        request.lang,
        await purchases.check(request.auth.userId, request.query.personalId, DatingPurchaseKind.chat),
      ),
    );

    app.post(
      '/app/jy/like',
      { ...auth, schema: { tags, body: datingLikeBody, response: { 200: envelope(datingLikeResultVo) } } },
      async (request) => ok(request.lang, await likes.like(request.auth.userId, request.body.personalId)),
    );

    app.delete(
      '/app/jy/like',
      { ...auth, schema: { tags, querystring: datingLikeBody, response: { 200: envelope(emptyData) } } },
      async (request) => {
        await likes.unlike(request.auth.userId, request.query.personalId);
        return ok(request.lang, null);
      },
    );

    app.get(
      '/app/jy/like/list',
      {
        ...auth,
        schema: { tags, querystring: datingLikeListQuery, response: { 200: pagedEnvelope(datingLikeVo) } },
      },
      async (request) => {
        const { rows, total } = await likes.list(request.auth.userId, request.query, request.lang);
        return page(request.lang, rows, total);
      },
    );

    app.get(
      '/app/jy/inviteFriends/list',
      { ...auth, schema: { tags, response: { 200: envelope(datingInviteFriendsVo) } } },
      async (request) => ok(request.lang, await inviteFriends.list(request.auth.userId)),
    );

    // Paid bytes: never cached by a shared cache, never sniffed, only for the owner and the album's buyers.
    app.get(
      '/app/jy/media/:id',
      { ...auth, schema: { tags, params: idParam, querystring: mediaQuery } },
      async (request, reply) => {
        const file = await media.open(
          request.auth.userId,
          request.params.id,
          request.query.compress === '1',
          request.headers.range,
        );
        if ('unsatisfiable' in file)
          return reply.status(416).header('content-range', `bytes */${file.size}`).send();
        const { body, size, range, contentType } = file;
        reply
          .header('content-type', contentType)
          .header('accept-ranges', 'bytes')
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', 'inline');
        if (!range) return reply.header('content-length', size).send(body);
        return reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1)
          .send(body);
      },
    );
  };
