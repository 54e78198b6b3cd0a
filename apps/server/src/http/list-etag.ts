import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The entity tag of one user's answer: a hash of the signed-in user's id and the serialized body. The same list
 * gives the same tag on every instance; any change to it (a message, a read mark, a friend's new name, a balance,
 * a flow's status, the language of `msg`) gives another; another user's tag never matches, even for the same body.
 */
export function listEtag(userId: number, body: string) {
  return `W/"${createHash('sha256').update(`${userId}\n`).update(body).digest('base64url').slice(0, 32)}"`;
}

/** Whether an If-None-Match header names this tag (weak comparison, as RFC 9110 asks for If-None-Match). */
function matches(header: string | undefined, tag: string) {
  if (!header) return false;
  const opaque = tag.replace(/^W\//, '');
  return header.split(',').some((t) => {
    const candidate = t.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === opaque;
  });
}

/**
 * An `onSend` hook for the home reads (issue 19: chat list, history page, friend list, account list, flow list):
 * a successful answer carries an ETag of its body, and a client that sends it back in If-None-Match while the list
 * is unchanged gets 304 with no body. `Cache-Control: private, no-cache` lets a browser keep the answer and
 * revalidate it on every use (its fetch then sees the 200 it kept); `Vary` keeps one browser's users and languages
 * apart. The body is still read and serialized: the 304 saves the transfer and the client's parsing.
 */
export async function etagOfList(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || typeof payload !== 'string' || !request.auth) return payload;
  const tag = listEtag(request.auth.userId, payload);
  reply.header('etag', tag);
  reply.header('cache-control', 'private, no-cache');
  reply.header('vary', 'authorization, content-language');
  if (!matches(request.headers['if-none-match'], tag)) return payload;
  reply.code(304);
  reply.removeHeader('content-type');
  return '';
}
