import { paths } from '../../../shared/lib/paths.ts';
import { PageFrame, type PageFrameProps } from '../../../shared/ui/PageFrame.tsx';

/** A page of the help area; back falls back to its home. */
export function SupportFrame({
  backTo = paths.supportHome,
  ...props
}: Omit<PageFrameProps, 'backTo'> & { backTo?: string }) {
  return <PageFrame backTo={backTo} {...props} />;
}
