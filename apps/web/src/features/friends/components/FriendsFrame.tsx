import { paths } from '../../../shared/lib/paths.ts';
import { PageFrame, type PageFrameProps } from '../../../shared/ui/PageFrame.tsx';

/** A friends-area page; back falls back to the chat tab. */
export function FriendsFrame({
  backTo = paths.chat,
  ...props
}: Omit<PageFrameProps, 'backTo'> & { backTo?: string }) {
  return <PageFrame backTo={backTo} {...props} />;
}
