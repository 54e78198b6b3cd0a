import { paths } from '../lib/paths.ts';
import { PageFrame, type PageFrameProps } from '../ui/PageFrame.tsx';

/** A wallet page; back falls back to the personal page. */
export function WalletPageFrame({
  backTo = paths.posted,
  ...props
}: Omit<PageFrameProps, 'backTo'> & { backTo?: string }) {
  return <PageFrame backTo={backTo} {...props} />;
}
