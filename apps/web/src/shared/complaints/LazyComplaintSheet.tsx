import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { withRestOfStrings } from '../i18n/i18n.ts';

// With the complaint words: a chat opened fresh starts with the signed-in strings only.
const Sheet = lazy(() =>
  withRestOfStrings(() => import('./ComplaintSheet.tsx'))().then((m) => ({ default: m.ComplaintSheet })),
);

export type { ComplaintTarget } from './ComplaintSheet.tsx';

/**
 * The complaint sheet, its code (antd-mobile's radio, the form) fetched when a first complaint opens it rather than
 * with the page showing the "Report" action: the conversation, profiles and group settings load without it (issue 19).
 */
export function ComplaintSheet(props: ComponentProps<typeof Sheet>) {
  const [wanted, setWanted] = useState(false);
  if (props.target && !wanted) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <Sheet {...props} />
    </Suspense>
  ) : null;
}
