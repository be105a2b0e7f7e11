import { useState } from 'react';
import type { ReactNode } from 'react';
import { isFirstHydration } from '@corp/shared/document';
import { useDelegatedLayoutLinks } from './LayoutLink';

export interface ServerLinkListProps {
  /** The list's id, unique in the page: the browser finds the server's markup by it. */
  id: string;
  className?: string;
  /** The items: `<li>`s of `LayoutLink`s and plain links, nothing else interactive. */
  children: ReactNode;
}

/** The list's markup as the server sent it, while the page hydrates for the first time. */
function serverMarkupOf(id: string): string | null {
  return isFirstHydration() ? (document.getElementById(id)?.innerHTML ?? null) : null;
}

/**
 * A `<ul>` of links that React takes as the server's HTML while the page hydrates: no component
 * and no element inside it is rendered or hydrated (the footer's 70-odd links were a fifth of a
 * page's hydration), and its clicks follow the site's links through the router
 * (`useDelegatedLayoutLinks`). Mounted later (another layout, another locale: give it a `key`
 * that changes with its content), it renders its items as usual.
 */
export function ServerLinkList({ id, className, children }: ServerLinkListProps) {
  const [markup] = useState(() => serverMarkupOf(id));
  const onClick = useDelegatedLayoutLinks();
  if (markup === null) {
    return (
      <ul id={id} className={className}>
        {children}
      </ul>
    );
  }
  return (
    // The clicks are those of the links inside (a key press on a link clicks it too).
    <ul
      id={id}
      className={className}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
