import { createContext, use } from 'react';
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { usePublicConfig } from '@corp/shared/document/islands';
import { useOtherLanguage } from './link-language';

export type LayoutLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of the main site (`/about/`), or any other address. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
};

/** Follows a path of the site through the router (see `LayoutNavigation`). */
export type FollowPath = (to: string) => void;

/** The router's navigation for the layout links, from `LayoutNavigation` (none on island pages). */
export const LayoutNavigateContext = createContext<FollowPath | null>(null);

/**
 * Goes to a path of the site: through the router on a whole page (`LayoutNavigation`), as a
 * document load on an island page (ADR 0032: no router there).
 */
export function useFollowPath(): FollowPath {
  const follow = use(LayoutNavigateContext);
  return follow ?? followByDocument;
}

const followByDocument: FollowPath = (to) => window.location.assign(to);

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
 * - On a whole page of the main host it navigates through the router (`LayoutNavigation`), as
 *   `<Link>` does, but as a plain `<a>` with one click handler: the
 *   layout has about 150 links on every page, and each `<Link>` resolves its path and keeps
 *   hooks and effects of its own, in every server render and in every hydration. On an island
 *   page (ADR 0032) there is no router: a plain link, the document loads the page.
 * - On another host that wears the main site's layout (the idp host's Russian-DIP layout) the
 *   page lives on the main host only, so it is a plain link to the main site's public origin
 *   (`SITE_ORIGIN_MAIN`, handed over by the web server).
 * - A link to a page in another language than the visitor's (a German menu's English pages)
 *   says so: `hreflang` and a language code after its text (`useOtherLanguage`), unless the link
 *   names its language itself (`hrefLang`).
 */
export function LayoutLink({ to, onClick, children: text, ...anchor }: LayoutLinkProps) {
  const { hubOrigin } = usePublicConfig();
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
  // Another origin's address: the document loads it.
  if (!sitePath) {
    return (
      <a href={to} onClick={onClick} {...anchor}>
        {children}
      </a>
    );
  }
  return (
    <PathLink to={to} onClick={onClick} {...anchor}>
      {children}
    </PathLink>
  );
}

/**
 * A link to a path of this site (`/events/expo/`) without React Router: a whole page's router
 * follows it (`LayoutNavigation`, as `<Link>` would), an island page (ADR 0032) loads it as a
 * document. For the links inside a page's interactive parts (cards in a filtered list).
 */
export function PathLink({ to, onClick, children, ...anchor }: LayoutLinkProps) {
  const follow = use(LayoutNavigateContext);
  if (!follow) {
    return (
      <a href={to} onClick={onClick} {...anchor}>
        {children}
      </a>
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
