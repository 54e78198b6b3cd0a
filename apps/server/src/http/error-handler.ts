import { ResultCode, type ResultCodeName, UPLOAD_MAX_BYTES } from '@volna/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDataException } from '../db/errors.ts';
import { failure } from './envelope.ts';
import { AppError } from './errors.ts';

const limitMb = UPLOAD_MAX_BYTES / 1024 / 1024;

/** Maps every failure to an envelope: known refusals by code, bad input to 400 naming the field, the rest to 500. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.lang;
    if (error instanceof AppError) {
      // A rate limit names the wait in its message and, for clients and proxies, in the standard header.
      if (error.httpStatus === 429 && typeof error.params.seconds === 'number')
        reply.header('retry-after', String(error.params.seconds));
      return reply.status(error.httpStatus).send(failure(lang, error.code, error.params));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issue = error.validation[0];
      const key = issue?.message;
      const field =
        issue?.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
        (issue?.params as any)?.issue?.path?.join('.') ||
        error.validationContext ||
        'body';
      if (key && key in ResultCode && key !== 'badRequest') {
        const code = ResultCode[key as ResultCodeName];
        return reply.status(400).send(failure(lang, code));
      }
      return reply.status(400).send(failure(lang, ResultCode.badRequest, { field }));
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
      return reply.status(413).send(failure(lang, ResultCode.payloadTooLarge, { limitMb }));
    }
    if (status === 429) return reply.status(429).send(failure(lang, ResultCode.tooManyRequests));
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, bad multipart: the client's fault, told as bad input.
      return reply
        .status(status === 415 ? 415 : 400)
        .send(failure(lang, ResultCode.badRequest, { field: 'body' }));
    }
    if (isDataException(error)) {
      return reply.status(400).send(failure(lang, ResultCode.badRequest, { field: 'body' }));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure(lang, ResultCode.internal));
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(failure(request.lang, ResultCode.notFound)),
  );
}
