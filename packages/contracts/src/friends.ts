import { z } from 'zod';
import { pageQuery, searchPageQuery, userId } from './common.ts';
import { FRIEND_REQUEST_MESSAGE_MAX_LENGTH, FRIENDS_PAGE_SIZE_MAX, USER_NAME_MAX_LENGTH } from './limits.ts';
import { userVo } from './users.ts';

/** Control characters (NUL above all, which PostgreSQL cannot store) have no place in a remark or a greeting. */
const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;

/** A friend request's state; only the sender cancels, and a cancelled request is gone for the addressee. */
export const FriendRequestStatus = { pending: 0, accepted: 1, declined: 2, cancelled: 3 } as const;
export type FriendRequestStatusValue = (typeof FriendRequestStatus)[keyof typeof FriendRequestStatus];

/** GET /app/friend/list: the friends list is at most FRIENDS_PAGE_SIZE_MAX a page (spec §9), and that is the default. */
export const friendListQuery = pageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(FRIENDS_PAGE_SIZE_MAX).default(FRIENDS_PAGE_SIZE_MAX),
});

/** GET /app/friend/search: the caller's friends whose shown name, remark or visible phone contains the keyword. */
export const friendSearchQuery = searchPageQuery;

/** POST /app/friend: a request to `userId`, with an optional greeting (`remark` is the spec-era name of it). */
export const addFriendBody = z.object({
  userId,
  message: z.string().trim().max(FRIEND_REQUEST_MESSAGE_MAX_LENGTH).regex(NO_CONTROL_CHARACTERS).optional(),
  remark: z.string().trim().max(FRIEND_REQUEST_MESSAGE_MAX_LENGTH).regex(NO_CONTROL_CHARACTERS).optional(),
});
export type AddFriendBody = z.infer<typeof addFriendBody>;

const remarkPart = z
  .string()
  .trim()
  .max(USER_NAME_MAX_LENGTH, { error: 'nameTooLong' })
  .regex(NO_CONTROL_CHARACTERS);

/** PUT /app/friend: the viewer's own remark for a friend (`id` is accepted as another name of `userId`). */
export const friendRemarkBody = z
  .object({
    userId: userId.optional(),
    id: userId.optional(),
    commentName: remarkPart.default(''),
    commentLast: remarkPart.default(''),
  })
  .refine((b) => b.userId !== undefined || b.id !== undefined, { path: ['userId'], message: 'userId' });
export type FriendRemarkBody = z.infer<typeof friendRemarkBody>;

const requestId = z.coerce.number().int().positive().max(2_147_483_647);

export const friendRequestIdBody = z.object({ requestId });

/** POST /app/friend/request/cancel: the sender withdraws his pending request (`id` is another name of `requestId`). */
export const cancelFriendRequestBody = z
  .object({ requestId: requestId.optional(), id: requestId.optional() })
  .refine((b) => b.requestId !== undefined || b.id !== undefined, {
    path: ['requestId'],
    message: 'requestId',
  });

/**
 * GET /app/friend/request/sent: my requests still waiting for an answer, newest first; with `userId`, only the one
 * to him (the profile page asks so to show "Request sent" after a reload).
 */
export const sentFriendRequestsQuery = pageQuery.extend({ userId: userId.optional() });
export type SentFriendRequestsQuery = z.infer<typeof sentFriendRequestsQuery>;

/** A friend as the viewer sees him: the user (privacy respected), the viewer's remark and when they became friends. */
export const friendVo = userVo.extend({
  commentName: z.string(),
  commentLast: z.string(),
  createTime: z.string(),
});
export type FriendVo = z.infer<typeof friendVo>;

/** A friend request as either side sees it; `user` is the other side. */
export const friendRequestVo = z.object({
  requestId: z.number().int(),
  fromUserId: z.number().int(),
  toUserId: z.number().int(),
  message: z.string(),
  /** 0 pending, 1 accepted, 2 declined, 3 cancelled by the sender. */
  status: z.number().int(),
  createTime: z.string(),
  decideTime: z.string().nullable(),
  user: userVo,
});
export type FriendRequestVo = z.infer<typeof friendRequestVo>;

/** POST /app/friend answers the request, or, when the other had already asked, the friendship it made. */
export const addFriendResult = z.object({
  /** true: the other side had asked first, so both are friends now. */
  friends: z.boolean(),
  request: friendRequestVo,
});
