import { z } from 'zod';
import { pageQuery, userId } from './common.ts';
import { FRIEND_REQUEST_MESSAGE_MAX_LENGTH, FRIENDS_PAGE_SIZE_MAX, USER_NAME_MAX_LENGTH } from './limits.ts';
import { userVo } from './users.ts';

/** Control characters (NUL above all, which PostgreSQL cannot store) have no place in a remark or a greeting. */
const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;

/** A friend request's state. */
export const FriendRequestStatus = { pending: 0, accepted: 1, declined: 2 } as const;
export type FriendRequestStatusValue = (typeof FriendRequestStatus)[keyof typeof FriendRequestStatus];

/** GET /app/friend/list: the friends list is at most FRIENDS_PAGE_SIZE_MAX a page (spec §9), and that is the default. */
export const friendListQuery = pageQuery.extend({
  pageSize: z.coerce.number().int().min(1).max(FRIENDS_PAGE_SIZE_MAX).default(FRIENDS_PAGE_SIZE_MAX),
});

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

export const friendRequestIdBody = z.object({
  requestId: z.coerce.number().int().positive().max(2_147_483_647),
});

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
  /** 0 pending, 1 accepted, 2 declined. */
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
