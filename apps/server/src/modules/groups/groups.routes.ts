import {
  anonEditBody,
  anonProfileVo,
  createGroupBody,
  createModuleGroupBody,
  customerAssignment,
  customerAssignQuery,
  editGroupBody,
  emptyData,
  envelope,
  groupIdBody,
  groupIdQuery,
  groupInvitationsQuery,
  groupInvitationVo,
  groupInviteResultVo,
  groupListQuery,
  groupSearchQuery,
  groupMemberBody,
  groupMembersQuery,
  groupMemberVo,
  groupVo,
  idParam,
  inviteMembersBody,
  pagedEnvelope,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, page } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';

const tags = ['group'];

/**
 * Spec §7 groups endpoints, plus POST /app/groupMeb/remove (removing a member; the spec names no path for it) and the
 * invitee's side of invitations (issue 17): GET /app/groupMeb/invitations, POST /app/groupMeb/invitation/decline.
 */
export const groupsRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { groups } = services;
    const auth = { onRequest: app.requireAuth };
    const done = { 200: envelope(emptyData) };
    const oneGroup = { 200: envelope(groupVo) };
    const inviteResult = { 200: envelope(groupInviteResultVo) };

    app.post(
      '/app/group',
      { ...auth, schema: { tags, body: createGroupBody, response: inviteResult } },
      async (request) => ok(request.lang, await groups.create(request.auth.userId, request.body)),
    );

    app.put(
      '/app/group',
      { ...auth, schema: { tags, body: editGroupBody, response: oneGroup } },
      async (request) => ok(request.lang, await groups.edit(request.auth.userId, request.body)),
    );

    app.get(
      '/app/group/list',
      { ...auth, schema: { tags, querystring: groupListQuery, response: { 200: pagedEnvelope(groupVo) } } },
      async (request) => {
        const { rows, total } = await groups.list(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.get(
      '/app/group/search',
      { ...auth, schema: { tags, querystring: groupSearchQuery, response: { 200: pagedEnvelope(groupVo) } } },
      async (request) => {
        const { rows, total } = await groups.search(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.get(
      '/app/group/groupModuleList',
      { ...auth, schema: { tags, response: { 200: envelope(z.array(groupVo)) } } },
      async (request) => ok(request.lang, await groups.moduleList(request.auth.userId)),
    );

    app.get(
      '/app/group/:id',
      { ...auth, schema: { tags, params: idParam, response: oneGroup } },
      async (request) => ok(request.lang, await groups.info(request.auth.userId, request.params.id)),
    );

    app.post(
      '/app/group/add/module',
      { ...auth, schema: { tags, body: createModuleGroupBody, response: oneGroup } },
      async (request) => ok(request.lang, await groups.createModule(request.auth.userId, request.body)),
    );

    app.post(
      '/app/group/gag',
      { ...auth, schema: { tags, body: groupIdBody, response: done } },
      async (request) =>
        ok(request.lang, (await groups.setGagAll(request.auth.userId, request.body.groupId, true)) ?? null),
    );

    app.post(
      '/app/group/gag/rollback',
      { ...auth, schema: { tags, body: groupIdBody, response: done } },
      async (request) =>
        ok(request.lang, (await groups.setGagAll(request.auth.userId, request.body.groupId, false)) ?? null),
    );

    app.delete(
      '/app/group/dismiss',
      { ...auth, schema: { tags, querystring: groupIdQuery, response: done } },
      async (request) =>
        ok(request.lang, (await groups.dismiss(request.auth.userId, request.query.groupId)) ?? null),
    );

    app.post(
      '/app/group/cancel',
      { ...auth, schema: { tags, body: groupIdBody, response: done } },
      async (request) =>
        ok(request.lang, (await groups.cancel(request.auth.userId, request.body.groupId)) ?? null),
    );

    app.put(
      '/app/group/anonEdit',
      {
        ...auth,
        schema: {
          tags,
          body: anonEditBody,
          response: { 200: envelope(z.union([groupVo, anonProfileVo])) },
        },
      },
      async (request) => {
        const { userId } = request.auth;
        const { groupId, myName, nickName, brief } = request.body;
        return ok(
          request.lang,
          groupId !== undefined
            ? await groups.setNickname(userId, groupId, myName!)
            : await services.anonymous.editProfile(userId, { nickName: nickName!, brief }),
        );
      },
    );

    app.post(
      '/app/groupMeb/join',
      { ...auth, schema: { tags, body: groupIdBody, response: oneGroup } },
      async (request) => ok(request.lang, await groups.join(request.auth.userId, request.body.groupId)),
    );

    app.post(
      '/app/groupMeb/invite',
      { ...auth, schema: { tags, body: inviteMembersBody, response: inviteResult } },
      async (request) => ok(request.lang, await groups.invite(request.auth.userId, request.body)),
    );

    app.get(
      '/app/groupMeb/invitations',
      {
        ...auth,
        schema: {
          tags,
          querystring: groupInvitationsQuery,
          response: { 200: pagedEnvelope(groupInvitationVo) },
        },
      },
      async (request) => {
        const { rows, total } = await groups.invitations(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.post(
      '/app/groupMeb/invitation/decline',
      { ...auth, schema: { tags, body: groupIdBody, response: done } },
      async (request) =>
        ok(request.lang, (await groups.decline(request.auth.userId, request.body.groupId)) ?? null),
    );

    app.get(
      '/app/groupMeb/list',
      {
        ...auth,
        schema: { tags, querystring: groupMembersQuery, response: { 200: pagedEnvelope(groupMemberVo) } },
      },
      async (request) => {
        const { rows, total } = await groups.members(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    const memberAction = (
      path: string,
      act: (userId: number, body: z.infer<typeof groupMemberBody>) => Promise<void>,
    ) =>
      app.post(path, { ...auth, schema: { tags, body: groupMemberBody, response: done } }, async (request) =>
        ok(request.lang, (await act(request.auth.userId, request.body)) ?? null),
      );
    memberAction('/app/groupMeb/user/manage', (userId, body) => groups.setAdmin(userId, body, true));
    memberAction('/app/groupMeb/user/manage/remove', (userId, body) => groups.setAdmin(userId, body, false));
    memberAction('/app/groupMeb/user/gag', (userId, body) => groups.setMuted(userId, body, true));
    memberAction('/app/groupMeb/user/gag/rollback', (userId, body) => groups.setMuted(userId, body, false));
    memberAction('/app/groupMeb/remove', (userId, body) => groups.remove(userId, body));

    app.delete(
      '/app/groupMeb/quit',
      { ...auth, schema: { tags, querystring: groupIdQuery, response: done } },
      async (request) =>
        ok(request.lang, (await groups.quit(request.auth.userId, request.query.groupId)) ?? null),
    );

    app.get(
      '/app/ol/customerUser/assign',
      {
        ...auth,
        schema: { tags, querystring: customerAssignQuery, response: { 200: envelope(customerAssignment) } },
      },
      async (request) =>
        ok(request.lang, await groups.assignCustomerService(request.auth.userId, request.query.moduleType)),
    );
  };
