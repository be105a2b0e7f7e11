import { Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { partIsDone, partIsPending } from './hydration';
import type { PendingPart } from './hydration';

function PartHydrated({ part }: { part: PendingPart }) {
  // After the effects of the content before it (a sibling's effects run in order).
  useEffect(() => partIsDone(part, true), [part]);
  return null;
}

/**
 * A part of the page (the page's own content, the footer) that React hydrates in a commit of its
 * own (issue 17). The server sends it in place, complete (`PAGE_CHUNK_SIZE` in `server.tsx`); in
 * the browser React hydrates the page around it first and each such part after, as separate
 * tasks, instead of the whole page in one commit that holds a phone's main thread for as long as
 * its thousand-odd components take. A click or key press in a part that has not hydrated yet
 * hydrates it at once and is then handled (React replays it). The document counts as hydrated
 * (`data-hydrated`) once every part has. Nothing in it may suspend: its fallback is nothing.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  const [part] = useState<PendingPart>(() => ({ hydrated: false }));
  useEffect(() => {
    partIsPending(part);
    return () => partIsDone(part, false);
  }, [part]);
  return (
    <Suspense fallback={null}>
      {children}
      <PartHydrated part={part} />
    </Suspense>
  );
}
