import { envelope, ResultCode, uploadResult } from '@volna/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failure, ok } from '../http/envelope.ts';
import { AppError, fail } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { isInline } from './content-types.ts';
import {
  megabytes,
  PRIVATE_KEY_PREFIX,
  UPLOAD_KINDS,
  type UploadKind,
  uploadLimitOf,
} from './files.service.ts';

const uploadQuery = z.object({ kind: z.enum(UPLOAD_KINDS).default('file') });
const FILE_FIELD = 'file';
// Keys hold a random uuid, so a stored file never changes: it may be kept for good. Avatars are public pictures that
// any cache may keep; every other upload (chat files, receipts, transfer documents) only the user's own browser.
const PUBLIC_FOREVER = 'public, max-age=31536000, immutable';
const PRIVATE_FOREVER = 'private, max-age=31536000, immutable';
const cacheControlOf = (key: string) => (key.startsWith('avatar/') ? PUBLIC_FOREVER : PRIVATE_FOREVER);

/** The `file` part of a multipart body, read whole; over the kind's limit it is refused with 413 and never stored. */
async function readUpload(request: FastifyRequest, kind: UploadKind) {
  if (!request.isMultipart()) return fail('badRequest', { field: FILE_FIELD });
  const limit = uploadLimitOf(kind);
  try {
    const part = await request.file({ limits: { fileSize: limit } });
    if (!part || part.fieldname !== FILE_FIELD) return fail('badRequest', { field: FILE_FIELD });
    return { data: await part.toBuffer(), filename: part.filename };
  } catch (error) {
    if (error instanceof AppError) throw error;
    const { code, statusCode } = error as { code?: string; statusCode?: number };
    if (code === 'FST_REQ_FILE_TOO_LARGE' || statusCode === 413)
      return fail('payloadTooLarge', { limitMb: megabytes(limit) });
    // A torn or malformed body (client gone, bad boundary, too many parts) is the client's, never a 500.
    return fail('badRequest', { field: FILE_FIELD });
  }
}

export const filesRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/app/file/upload',
      {
        schema: {
          querystring: uploadQuery,
          consumes: ['multipart/form-data'],
          tags: ['files'],
          response: { 200: envelope(uploadResult) },
        },
        onRequest: app.requireAuth,
      },
      async (request) => {
        const { kind } = request.query;
        const file = await readUpload(request, kind);
        return ok(request.lang, await services.files.upload(request.auth.userId, { ...file, kind }));
      },
    );

    app.get(
      '/files/*',
      { schema: { params: z.object({ '*': z.string().max(512) }), tags: ['files'] } },
      async (request, reply) => {
        // Paid dating media live under private/: they have no public address (GET /app/jy/media/{id} checks).
        if (request.params['*'].startsWith(PRIVATE_KEY_PREFIX)) return fail('notFound');
        const file = await services.files.open(request.params['*'], request.headers.range);
        if ('unsatisfiable' in file)
          return reply
            .status(416)
            .header('content-range', `bytes */${file.size}`)
            .send(failure(request.lang, ResultCode.badRequest, { field: 'range' }));
        const { body, size, range, contentType } = file;
        reply
          .header('content-type', contentType)
          .header('accept-ranges', 'bytes')
          .header('cache-control', cacheControlOf(request.params['*']))
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('content-disposition', isInline(contentType) ? 'inline' : 'attachment');
        if (!range) return reply.header('content-length', size).send(body);
        return reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
          .header('content-length', range.end - range.start + 1)
          .send(body);
      },
    );
  };
