import {
  adminPageQuery,
  emptyData,
  envelope,
  idParam,
  pagedEnvelope,
  SURVEY_ROUTES as R,
  surveyCreateBody,
  surveyDetailVo,
  surveyEarningsVo,
  surveyForwardBody,
  surveyListQuery,
  surveyPublishBody,
  surveyReplyBody,
  surveyReplyVo,
  surveyResultsVo,
  surveyVo,
} from '@volna/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, page } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';
import { requireStaff } from '../admin/staff-guard.ts';

const tags = ['surveys'];
const oneSurvey = { 200: envelope(surveyVo) };

/**
 * Paid surveys (issue 15; the spec names the pages under pages/questionnaireSurvey but no calls): the respondents'
 * list, detail, reply and forward; the publisher's drafts, publish (pay password), close, results and CSV; the staff
 * console's platform surveys under /admin/api/surveys (docs/architecture.md "Paid surveys").
 */
export const surveysRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { surveys } = services;
    const auth = { onRequest: app.requireAuth };

    app.get(
      R.list,
      { ...auth, schema: { tags, querystring: surveyListQuery, response: { 200: pagedEnvelope(surveyVo) } } },
      async (request) => {
        const { rows, total } = await surveys.list(request.auth.userId, request.query);
        return page(request.lang, rows, total);
      },
    );

    app.get(
      R.mine,
      { ...auth, schema: { tags, response: { 200: envelope(z.array(surveyVo)) } } },
      async (request) => ok(request.lang, await surveys.mine(request.auth.userId)),
    );

    app.get(
      R.earnings,
      { ...auth, schema: { tags, response: { 200: envelope(surveyEarningsVo) } } },
      async (request) => ok(request.lang, await surveys.earnings(request.auth.userId)),
    );

    app.get(
      R.detail,
      { ...auth, schema: { tags, params: idParam, response: { 200: envelope(surveyDetailVo) } } },
      async (request) => ok(request.lang, await surveys.detail(request.auth.userId, request.params.id)),
    );

    app.post(
      R.create,
      { ...auth, schema: { tags, body: surveyCreateBody, response: oneSurvey } },
      async (request) => ok(request.lang, await surveys.create(request.auth.userId, request.body)),
    );

    app.post(
      R.publish,
      { ...auth, schema: { tags, params: idParam, body: surveyPublishBody, response: oneSurvey } },
      async (request) =>
        ok(
          request.lang,
          await surveys.publish(request.auth.userId, request.params.id, request.body.payPassword),
        ),
    );

    app.post(R.close, { ...auth, schema: { tags, params: idParam, response: oneSurvey } }, async (request) =>
      ok(request.lang, await surveys.close(request.auth.userId, request.params.id)),
    );

    app.post(
      R.reply,
      {
        ...auth,
        schema: { tags, params: idParam, body: surveyReplyBody, response: { 200: envelope(surveyReplyVo) } },
      },
      async (request) =>
        ok(request.lang, await surveys.reply(request.auth.userId, request.params.id, request.body)),
    );

    app.post(
      R.forward,
      {
        ...auth,
        schema: { tags, params: idParam, body: surveyForwardBody, response: { 200: envelope(emptyData) } },
      },
      async (request) =>
        ok(
          request.lang,
          await surveys.forward(request.auth.userId, request.params.id, request.body.friendId),
        ),
    );

    app.get(
      R.results,
      { ...auth, schema: { tags, params: idParam, response: { 200: envelope(surveyResultsVo) } } },
      async (request) => ok(request.lang, await surveys.results(request.auth.userId, request.params.id)),
    );

    app.get(R.resultsCsv, { ...auth, schema: { tags, params: idParam } }, async (request, reply) => {
      const { body } = await surveys.csv(request.auth.userId, request.params.id);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="survey-${request.params.id}.csv"`)
        .send(body);
    });

    // Staff console: platform surveys. Publishing spends the platform's rewards account: the administrator's call.
    app.get(
      R.staffList,
      {
        ...requireStaff(app, services.users, 'staff'),
        schema: { tags: ['admin'], querystring: adminPageQuery, response: { 200: pagedEnvelope(surveyVo) } },
      },
      async (request) => {
        const { pageNum, pageSize } = request.query;
        const { rows, total } = await surveys.staffList(request.auth.userId, pageNum, pageSize);
        return page(request.lang, rows, total);
      },
    );

    app.post(
      R.staffCreate,
      {
        ...requireStaff(app, services.users, 'admin'),
        schema: { tags: ['admin'], body: surveyCreateBody, response: oneSurvey },
      },
      async (request) => ok(request.lang, await surveys.staffPublish(request.auth.userId, request.body)),
    );

    app.post(
      R.staffClose,
      {
        ...requireStaff(app, services.users, 'admin'),
        schema: { tags: ['admin'], params: idParam, response: oneSurvey },
      },
      async (request) => ok(request.lang, await surveys.staffClose(request.auth.userId, request.params.id)),
    );

    app.get(
      R.staffResults,
      {
        ...requireStaff(app, services.users, 'staff'),
        schema: { tags: ['admin'], params: idParam, response: { 200: envelope(surveyResultsVo) } },
      },
      async (request) =>
        ok(request.lang, await surveys.results(request.auth.userId, request.params.id, true)),
    );
  };
