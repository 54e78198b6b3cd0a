import {
  captchaQuery,
  captchaResult,
  changeEmailBody,
  changeUserPhoneBody,
  emailLoginBody,
  emailRegisterBody,
  emptyData,
  envelope,
  forgotPasswordBody,
  loadUserByPhoneQuery,
  loadUserByPhoneResult,
  loginResult,
  passwordLoginBody,
  phoneRegisterBody,
  sendMailBody,
  sendSmsBody,
  smsLoginBody,
} from '@volna/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.ts';
import type { Services } from '../../services.ts';
import type { AuthContext } from './auth.service.ts';

const tags = ['auth'];
const done = { 200: envelope(emptyData) };
const loggedIn = { 200: envelope(loginResult) };

export const contextOf = (request: FastifyRequest): AuthContext => ({
  ip: request.ip,
  userAgent: (request.headers['user-agent'] ?? '').slice(0, 512),
  lang: request.lang,
  log: request.log,
});

/** Spec §7 "Auth": codes, sign-up, the four logins, password reset, address changes, logout, captcha. */
export const authRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { auth } = services;

    app.post('/app/sms/send', { schema: { body: sendSmsBody, response: done, tags } }, async (request) => {
      await auth.sendSms(request.body, contextOf(request));
      return ok(request.lang, null);
    });

    app.post(
      '/app/sms/sendMail',
      { schema: { body: sendMailBody, response: done, tags } },
      async (request) => {
        await auth.sendMail(request.body, contextOf(request));
        return ok(request.lang, null);
      },
    );

    app.post(
      '/app/userPhoneRegister',
      { schema: { body: phoneRegisterBody, response: loggedIn, tags } },
      async (request) => ok(request.lang, await auth.registerByPhone(request.body, contextOf(request))),
    );

    app.post(
      '/app/emailRegister',
      { schema: { body: emailRegisterBody, response: loggedIn, tags } },
      async (request) => ok(request.lang, await auth.registerByEmail(request.body, contextOf(request))),
    );

    app.post('/app/smsLogin', { schema: { body: smsLoginBody, response: loggedIn, tags } }, async (request) =>
      ok(request.lang, await auth.smsLogin(request.body, contextOf(request))),
    );

    app.post(
      '/app/emailLogin',
      { schema: { body: emailLoginBody, response: loggedIn, tags } },
      async (request) => ok(request.lang, await auth.emailLogin(request.body, contextOf(request))),
    );

    app.post(
      '/app/passwordLogin',
      { schema: { body: passwordLoginBody, response: loggedIn, tags } },
      async (request) => ok(request.lang, await auth.passwordLogin(request.body, contextOf(request))),
    );

    app.post(
      '/app/forgotPassword',
      { schema: { body: forgotPasswordBody, response: done, tags } },
      async (request) => {
        await auth.forgotPassword(request.body);
        return ok(request.lang, null);
      },
    );

    app.post(
      '/app/changeEmail',
      { schema: { body: changeEmailBody, response: done, tags }, onRequest: app.requireAuth },
      async (request) => {
        await auth.changeEmail(request.auth.userId, request.body);
        return ok(request.lang, null);
      },
    );

    app.post(
      '/app/changeUserPhone',
      { schema: { body: changeUserPhoneBody, response: done, tags }, onRequest: app.requireAuth },
      async (request) => {
        await auth.changeUserPhone(request.auth.userId, request.body);
        return ok(request.lang, null);
      },
    );

    app.post(
      '/app/logout',
      { schema: { response: done, tags }, onRequest: app.requireAuth },
      async (request) => {
        await auth.logout(request.auth.sessionId);
        return ok(request.lang, null);
      },
    );

    const registered = { 200: envelope(loadUserByPhoneResult) };
    app.get(
      '/app/loadUserByPhonenumber',
      { schema: { querystring: loadUserByPhoneQuery, response: registered, tags } },
      async (request) => ok(request.lang, await auth.isPhoneRegistered(request.query, contextOf(request))),
    );
    app.post(
      '/app/loadUserByPhonenumber',
      { schema: { body: loadUserByPhoneQuery, response: registered, tags } },
      async (request) => ok(request.lang, await auth.isPhoneRegistered(request.body, contextOf(request))),
    );

    app.get(
      '/captchaImage',
      { schema: { querystring: captchaQuery, response: { 200: envelope(captchaResult) }, tags } },
      async (request) => ok(request.lang, await auth.captchaImage(request.query, contextOf(request))),
    );
  };
