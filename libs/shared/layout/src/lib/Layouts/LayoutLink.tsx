import { createContext, use, useCallback, useLayoutEffect, useRef } from 'react';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePublicConfig } from '@corp/shared/document';
import { useOtherLanguage } from './link-language';

export type LayoutLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of the main site (`/about/`), or any other address. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** Follows a path of the site through the router (see `LayoutNavigation`). */
type FollowPath = (to: string) => void;

const LayoutNavigateContext = createContext<FollowPath | null>(null);

/**
 * Hands the router's navigation to the layout links inside, one stable function for all of
 * them (a site root wraps the page in it). Without it a layout link is React Router's `<Link>`.
 */
export function LayoutNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const current = useRef(location);
  useLayoutEffect(() => {
    current.current = location;
  }, [location]);
  const follow = useCallback(
    (to: string) => {
      const { pathname, search, hash } = current.current;
      // As `<Link>`: a link to the page the visitor is on replaces its history entry.
      void navigate(to, { replace: `${pathname}${search}${hash}` === to });
    },
    [navigate],
  );
  return <LayoutNavigateContext value={follow}>{children}</LayoutNavigateContext>;
}

/** A click the page handles itself: the main button, no modifier key, this window (as `<Link>`). */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined) {
  return (
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

/** A path of this site (`/about/`), not another origin's address or a protocol-relative one. */
function isSitePath(to: string): boolean {
  return to.startsWith('/') && !to.startsWith('//');
}

/**
 * A link of the shared layout's navigation (header, menus, footer) to a page of the main site.
 *
 * - On the main host it navigates through the router, as `<Link>` does, but as a plain `<a>`
 *   with one click handler: the
 *   layout has about 150 links on every page, and each `<Link>` resolves its path and keeps
 *   hooks and effects of its own, in every server render and in every hydration.
 * - On another host that wears the main site's layout (the idp host's Russian-DIP layout) the
 *   page lives on the main host only, so it is a plain link to the main site's public origin
 *   (`SITE_ORIGIN_MAIN`, handed over by the web server).
 * - A link to a page in another language than the visitor's (a German menu's English pages)
 *   says so: `hreflang` and a language code after its text (`useOtherLanguage`), unless the link
 *   names its language itself (`hrefLang`).
 */
export function LayoutLink({ to, onClick, children: text, ...anchor }: LayoutLinkProps) {
  const { hubOrigin } = usePublicConfig();
  const follow = use(LayoutNavigateContext);
  const other = useOtherLanguage(to);
  const marked = other && anchor.hrefLang === undefined ? other : undefined;
  if (marked) anchor.hrefLang = marked.hrefLang;
  const children = marked ? (
    <>
      {text}
      {marked.mark}
    </>
  ) : (
    text
  );
  const sitePath = isSitePath(to);
  if (hubOrigin && sitePath) {
    return (
      <a href={`${hubOrigin}${to}`} onClick={onClick} {...anchor}>
        {children}
      </a>
    );
  }
  if (!follow || !sitePath) {
    return (
      <Link to={to} onClick={onClick} {...anchor}>
        {children}
      </Link>
    );
  }
  return (
    <a
      href={to}
      {...anchor}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event, anchor.target)) return;
        event.preventDefault();
        follow(to);
      }}
    >
      {children}
    </a>
  );
}
