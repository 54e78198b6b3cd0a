import {
  addFavouriteBody,
  chatMessage,
  chatSearchHits,
  cleanBody,
  conversationKey,
  conversationVo,
  editFavouriteBody,
  emptyData,
  envelope,
  favouriteVo,
  forwardMessageBody,
  historyQuery,
  idParam,
  messageSearchAllQuery,
  messageSearchQuery,
  msgUidBody,
  muteStatus,
  pagedEnvelope,
  pageQuery,
  recallBody,
  sendMessageBody,
  setMuteBody,
  setTopBody,
  unreadSummary,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, page } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';

const tags = ['chat'];

export const chatRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { chat, readCache } = services;
    const auth = { onRequest: app.requireAuth };
    const done = { 200: envelope(emptyData) };

    app.post(
      '/app/chat/message/send',
      { ...auth, schema: { tags, body: sendMessageBody, response: { 200: envelope(chatMessage) } } },
      async (request) => ok(request.lang, await chat.send(request.auth.userId, request.body)),
    );

    app.post(
      '/app/chat/message/forward',
      { ...auth, schema: { tags, body: forwardMessageBody, response: { 200: envelope(chatMessage) } } },
      async (request) => ok(request.lang, await chat.forward(request.auth.userId, request.body)),
    );

    app.get(
      '/app/chat/conversation/list',
      // Kept by the day too: a finished deal's chat leaves the wallet tab with the clock alone (wallet-tab.ts).
      {
        ...auth,
        ...readCache.dailyRoute,
        schema: { tags, response: { 200: envelope(z.array(conversationVo)) } },
      },
      async (request) => ok(request.lang, await chat.conversations(request.auth.userId)),
    );

    app.get(
      '/app/chat/unread',
      { ...auth, schema: { tags, response: { 200: envelope(unreadSummary) } } },
      async (request) => ok(request.lang, await chat.unreadSummary(request.auth.userId)),
    );

    app.get(
      '/app/chat/message/history',
      {
        ...auth,
        ...readCache.route,
        schema: { tags, querystring: historyQuery, response: { 200: envelope(z.array(chatMessage)) } },
      },
      async (request) => ok(request.lang, await chat.history(request.auth.userId, request.query)),
    );

    app.get(
      '/app/chat/message/search',
      {
        ...auth,
        schema: { tags, querystring: messageSearchQuery, response: { 200: pagedEnvelope(chatMessage) } },
      },
      async (request) => {
        const { rows, total } = await chat.search(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.get(
      '/app/chat/message/searchAll',
      {
        ...auth,
        schema: {
          tags,
          querystring: messageSearchAllQuery,
          response: { 200: pagedEnvelope(chatSearchHits) },
        },
      },
      async (request) => {
        const { rows, total } = await chat.searchAll(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.post(
      '/app/chat/conversation/read',
      { ...auth, schema: { tags, body: conversationKey, response: done } },
      async (request) => ok(request.lang, (await chat.markRead(request.auth.userId, request.body)) ?? null),
    );

    app.post(
      '/app/chat/message/recall',
      { ...auth, schema: { tags, body: recallBody, response: { 200: envelope(chatMessage) } } },
      async (request) => ok(request.lang, await chat.recall(request.auth.userId, request.body.msgUid)),
    );

    app.post(
      '/app/chat/message/delete',
      { ...auth, schema: { tags, body: msgUidBody, response: done } },
      async (request) =>
        ok(request.lang, (await chat.deleteForMe(request.auth.userId, request.body.msgUid)) ?? null),
    );

    app.post(
      '/app/chat/conversation/top',
      { ...auth, schema: { tags, body: setTopBody, response: done } },
      async (request) => ok(request.lang, (await chat.setTop(request.auth.userId, request.body)) ?? null),
    );

    app.delete(
      '/app/chat/conversation',
      { ...auth, schema: { tags, querystring: conversationKey, response: done } },
      async (request) => ok(request.lang, (await chat.remove(request.auth.userId, request.query)) ?? null),
    );

    app.post(
      '/app/messageClean/clean',
      { ...auth, schema: { tags, body: cleanBody, response: done } },
      async (request) => ok(request.lang, (await chat.clean(request.auth.userId, request.body)) ?? null),
    );

    app.get(
      '/app/mute/mute',
      { ...auth, schema: { tags, querystring: conversationKey, response: { 200: envelope(muteStatus) } } },
      async (request) => ok(request.lang, await chat.muteStatus(request.auth.userId, request.query)),
    );

    app.post(
      '/app/mute/mute',
      { ...auth, schema: { tags, body: setMuteBody, response: done } },
      async (request) => ok(request.lang, (await chat.setMute(request.auth.userId, request.body)) ?? null),
    );

    app.get(
      '/app/messageCollect/list',
      { ...auth, schema: { tags, querystring: pageQuery, response: { 200: pagedEnvelope(favouriteVo) } } },
      async (request) => {
        const { rows, total } = await chat.favourites(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.post(
      '/app/messageCollect',
      { ...auth, schema: { tags, body: addFavouriteBody, response: { 200: envelope(favouriteVo) } } },
      async (request) =>
        ok(
          request.lang,
          await chat.addFavourite(request.auth.userId, request.body.msgUid, request.body.remark),
        ),
    );

    app.put(
      '/app/messageCollect',
      { ...auth, schema: { tags, body: editFavouriteBody, response: { 200: envelope(favouriteVo) } } },
      async (request) =>
        ok(request.lang, await chat.editFavourite(request.auth.userId, request.body.id, request.body.remark)),
    );

    app.delete(
      '/app/messageCollect/:id',
      { ...auth, schema: { tags, params: idParam, response: done } },
      async (request) =>
        ok(request.lang, (await chat.removeFavourite(request.auth.userId, request.params.id)) ?? null),
    );
  };
