import { paths } from '../../../shared/lib/paths.ts';
import { PageFrame as SharedPageFrame, type PageFrameProps } from '../../../shared/ui/PageFrame.tsx';

/** A settings-style page; back falls back to Settings. */
export function PageFrame({
  backTo = paths.settings,
  ...props
}: Omit<PageFrameProps, 'backTo'> & { backTo?: string }) {
  return <SharedPageFrame backTo={backTo} {...props} />;
}
