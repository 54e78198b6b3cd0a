import { CallEndReason, CallMedia } from '@volna/contracts';
import type { Services } from '../services.ts';

/**
 * Past calls between the first demo users (issue 16), so their private chat shows call records: a completed voice
 * call and a video call nobody answered. Once per pair (a restart adds nothing).
 */
export async function seedDemoCalls(services: Services, memberIds: number[]) {
  const [first, second, third] = memberIds;
  if (first === undefined || second === undefined) return 0;
  let added = 0;
  const past = [
    {
      callerId: first,
      calleeId: second,
      mediaType: CallMedia.audio,
      endReason: CallEndReason.completedByCallee,
      duration: 184,
    },
    ...(third === undefined
      ? []
      : [
          {
            callerId: third,
            calleeId: first,
            mediaType: CallMedia.video,
            endReason: CallEndReason.noAnswer,
            duration: 0,
          },
        ]),
  ];
  for (const call of past) if (await services.calls.recordPast(call)) added++;
  return added;
}
