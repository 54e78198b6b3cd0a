// Names and shapes of realtime events the web app's signed-in services listen to, apart from the schema files: the
// services load with the first screen without zod (issue 19).

/** Realtime event names the dating screens listen to. */
export const DATING_EVENTS = { liked: 'dating.liked', purchased: 'dating.purchased' } as const;

/** Realtime events of the invitee's log: invited (with what a banner shows), and accepted or declined elsewhere. */
export const GROUP_INVITATION_EVENT = 'groupInvitation';
export const GROUP_INVITATION_CLOSED_EVENT = 'groupInvitationClosed';
export type GroupInvitationEvent = {
  type: typeof GROUP_INVITATION_EVENT;
  invitationId: number;
  groupId: number;
  groupName: string;
  inviterId: number;
  inviterName: string;
  /** When it was sent (ISO): a client replaying its log after a while shows no banner for an old one. */
  createTime: string;
};
export type GroupInvitationClosedEvent = {
  type: typeof GROUP_INVITATION_CLOSED_EVENT;
  invitationId: number;
  groupId: number;
  /** GroupInvitationStatus: 1 accepted, 2 declined. */
  status: number;
};

/** The live event every member of the chat hears when a share is claimed or the packet ends. */
export const RED_PACKET_EVENT_TYPE = 'redPacket';

/** The type of the event a top-up's owner gets when staff confirm or reject it. */
export const TOPUP_EVENT_TYPE = 'topUp';
