import { createHash } from 'node:crypto';

/**
 * The entity tag of one user's answer: a hash of the signed-in user's id and the serialized body. The same list
 * gives the same tag on every instance; any change to it (a message, a read mark, a friend's new name, a balance,
 * a flow's status, the language of `msg`) gives another; another user's tag never matches, even for the same body.
 */
export function listEtag(userId: number, body: string) {
  return `W/"${createHash('sha256').update(`${userId}\n`).update(body).digest('base64url').slice(0, 32)}"`;
}

/** Whether an If-None-Match header names this tag (weak comparison, as RFC 9110 asks for If-None-Match). */
export function etagMatches(header: string | undefined, tag: string) {
  if (!header) return false;
  const opaque = tag.replace(/^W\//, '');
  return header.split(',').some((t) => {
    const candidate = t.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === opaque;
  });
}
