import { paths } from '../../../shared/lib/paths.ts';
import { PageFrame, type PageFrameProps } from '../../../shared/ui/PageFrame.tsx';

/** A groups page; back falls back to the chat tab. */
export function GroupsFrame({
  backTo = paths.chat,
  ...props
}: Omit<PageFrameProps, 'backTo'> & { backTo?: string }) {
  return <PageFrame backTo={backTo} {...props} />;
}
