import { StatisticsModule } from '@volna/contracts';
import { paths } from './paths.ts';
import { showToast } from '../ui/toast.ts';

/**
 * My invite link: a launch address carrying both shareType and shareUserId (spec §5), which the app keeps and binds
 * to the invitee after sign-up. `shareType` is the statistics module the invite belongs to.
 */
export function inviteLink(
  shareUserId: number,
  shareType: number = StatisticsModule.default,
  landing: string = paths.dating,
) {
  return `${window.location.origin}/h5${landing}?shareType=${shareType}&shareUserId=${shareUserId}`;
}

/** The phone's share sheet where there is one, else the clipboard; the link itself when neither works. */
export async function shareInviteLink(link: string, texts: { title: string; copied: string }) {
  if (navigator.share) {
    try {
      await navigator.share({ title: texts.title, url: link });
      return;
    } catch (error) {
      // Closing the sheet is the user's choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(link);
    showToast({ icon: 'success', content: texts.copied });
  } catch {
    showToast({ content: link, duration: 3000 });
  }
}
