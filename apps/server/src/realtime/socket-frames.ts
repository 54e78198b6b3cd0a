import {
  ConversationType,
  FORCED_OFFLINE_EXTRA,
  type ForcedOfflineMessage,
  type Language,
  ResultCode,
  type ResultCodeName,
  resultMessage,
  SYSTEM_SENDER_ID,
  SYSTEM_TARGET_ID,
  type ServerFrame,
} from '@volna/contracts';

/** A refusal as a socket frame, its message in the client's language. */
export function errorFrame(
  lang: Language,
  codeName: ResultCodeName,
  params?: Record<string, string | number>,
) {
  const code = ResultCode[codeName];
  return { type: 'error', code, msg: resultMessage(code, lang, params) } satisfies ServerFrame;
}

/** What a socket of a session ended by a login elsewhere hears last (spec §4). */
export function forcedOfflineFrame(lang: Language, at: Date) {
  const message: ForcedOfflineMessage = {
    objectName: 'RC-SYSTEM',
    conversationType: ConversationType.system,
    targetId: SYSTEM_TARGET_ID,
    senderUserId: SYSTEM_SENDER_ID,
    sentTime: at.getTime(),
    content: { content: resultMessage(ResultCode.loggedInElsewhere, lang), extra: FORCED_OFFLINE_EXTRA },
  };
  return { type: 'forcedOffline', message } satisfies ServerFrame;
}
