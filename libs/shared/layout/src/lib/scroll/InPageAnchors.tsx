import { useEffect } from 'react';
import { usePagePath } from '@corp/shared/document/islands';
import { followAnchor } from './scroll-to';

/** A plain left click in this window, as a link the page handles itself. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/**
 * Spec §2.8, §9 on an island page (ADR 0032): a link to a section of the page anywhere in its
 * server HTML (a "contact us" call to the footer form, a hero's anchor) scrolls there smoothly,
 * below the header, as `SiteLink` does on a whole page. A part with no DOM: one listener on the
 * document for every such link.
 */
export function InPageAnchors() {
  const pathname = usePagePath();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      const href = link?.getAttribute('href');
      if (!href || (link as HTMLAnchorElement).target === '_blank') return;
      followAnchor(event, href, pathname);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [pathname]);
  return null;
}
