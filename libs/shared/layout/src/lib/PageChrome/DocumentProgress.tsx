import { useEffect, useState } from 'react';
import { ProgressBar } from '@corp/shared/ui';

/**
 * How long the bar waits for the next document before it lets go: a link whose answer is a
 * download, a `204`, or a navigation the browser dropped leaves the visitor on this page.
 */
export const DOCUMENT_PROGRESS_GIVE_UP_MS = 10_000;

/**
 * The page the link `event` follows, when it is a document load of this site that this page
 * lets happen: a plain click (main button, no modifier key), this window, no download, another
 * page than this one (an anchor on this page scrolls), and nothing before has taken the click.
 */
export function documentLoadOf(event: MouseEvent): URL | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  ) {
    return null;
  }
  const target = event.target;
  if (!(target instanceof Element)) return null;
  const link = target.closest<HTMLAnchorElement>('a[href]');
  if (!link || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  const here = window.location;
  if (url.pathname === here.pathname && url.search === here.search) return null;
  return url;
}

/**
 * Spec §2.8 "navigation progress bar" on an island page (ADR 0032): its links load documents, so
 * the bar runs from the click on a link of the site until the next page replaces this one (or,
 * back from the browser's history cache, is shown again).
 */
export function DocumentProgress() {
  const [active, setActive] = useState(false);
  useEffect(() => {
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(giveUp);
      setActive(false);
    };
    const onClick = (event: MouseEvent) => {
      if (!documentLoadOf(event)) return;
      setActive(true);
      clearTimeout(giveUp);
      giveUp = setTimeout(stop, DOCUMENT_PROGRESS_GIVE_UP_MS);
    };
    // Bubbling, after the page's own handlers: a click a part took (a menu toggle) is not a load.
    document.addEventListener('click', onClick);
    window.addEventListener('pageshow', stop);
    return () => {
      clearTimeout(giveUp);
      document.removeEventListener('click', onClick);
      window.removeEventListener('pageshow', stop);
    };
  }, []);
  return <ProgressBar active={active} />;
}
