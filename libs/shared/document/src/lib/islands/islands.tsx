import { createContext, createElement, use, useEffect, useMemo, useState } from 'react';
import type { ComponentType, HTMLAttributes, ReactNode } from 'react';
import type { PublicConfig, SiteName } from '@corp/shared/contracts';
import type { Locale } from '@corp/shared/i18n';
import { I18nProvider } from '@corp/shared/i18n';
import { KEPT_HTML_ATTRIBUTE } from '@corp/shared/ui';
import { PublicConfigContext } from '../public-config/public-config';
import { SiteNameContext } from '../SiteRoot/site-name';
import { useNonce } from '../nonce/nonce';
import { RouteStateContext } from '../route-state/route-state';
import type { RouteState } from '../route-state/route-state';

/**
 * Islands (ADR 0032): every page is server HTML in which only the interactive parts hydrate, each
 * by a `hydrateRoot` of its own (`hydrateIslands` of `@corp/shared/document/islands`). It ships no
 * React Router and no loader data: its links load documents. Outside a page's render (a test, a
 * story) an `Island` is just its part.
 */

/** What every island of a page is rendered in, the same on the server and in the browser. */
export interface IslandPage {
  site: SiteName;
  locale: Locale;
  config: PublicConfig;
  /** The page's path: what a part reads of where the visitor is (`usePagePath`). */
  path: string;
}

/** The `id` of the page's `IslandPage` JSON. */
export const ISLAND_PAGE_ID = '__islands';
/** `<html data-islands>`: an island page (the app's client entry starts its islands). */
export const ISLANDS_ATTRIBUTE = 'data-islands';
/** The box of one island: `<div data-island="name">`, its props as JSON right after it. */
export const ISLAND_ATTRIBUTE = 'data-island';

/**
 * Server only: one part rendered by itself, as the browser hydrates it (`renderToString` with a
 * `useId` prefix of its own in the response, returned with the HTML). The server entry sets one
 * per request; the browser bundle never has it.
 */
export type RenderIsland = (element: ReactNode, name: string) => { html: string; prefix: string };

/** What goes beside an island's box as JSON: its part's props and its `useId` prefix. */
export interface IslandJson {
  props: object;
  prefix: string;
}
export const IslandRendererContext = createContext<RenderIsland | null>(null);

/** The page's `IslandPage`, set by the site root while it renders an island page. */
export const IslandPageContext = createContext<IslandPage | null>(null);

/** Tells when its part has hydrated (its effects ran after the part's); a level, not a sibling. */
function Hydrated({ onDone, children }: { onDone: (() => void) | undefined; children: ReactNode }) {
  useEffect(() => onDone?.(), [onDone]);
  return children;
}

/**
 * Whether a part renders from the server's HTML: `server` in its server render, `hydrating` in
 * the browser until it has hydrated, then `null`. `KeptServerHtml` reads it.
 */
const FromServerContext = createContext<'server' | 'hydrating' | null>(null);
/** Inside `KeptServerHtml` as the server renders it: what no script will run (`ModalButton`). */
const KeptHtmlContext = createContext(false);

/** True where a part's markup stays the server's, never hydrated: a `ModalButton` there is HTML. */
export function useInKeptServerHtml(): boolean {
  return use(KeptHtmlContext);
}

export type KeptServerHtmlProps = HTMLAttributes<HTMLElement> & {
  /** The element (`ul` for a list of cards). */
  as: 'ul' | 'div' | 'p';
  /** The part shows what the server showed (a list's first page with its first filters). */
  keep: boolean;
  children: ReactNode;
};

/**
 * An element of a part whose contents the browser leaves as the server rendered them while `keep`
 * holds (ADR 0032): the cards of a list until a filter or a page changes them. Hydrating the
 * part then costs nothing for them; once `keep` is false the part renders them, for good. What it
 * holds needs no script of its own: links, and `ModalButton`s (server HTML here, opened by the
 * page's modal host). Anywhere else (a whole page, a part rendered in the browser) it is the
 * element with its children.
 */
export function KeptServerHtml({ as, keep, children, ...props }: KeptServerHtmlProps): ReactNode {
  const fromServer = use(FromServerContext);
  const [kept, setKept] = useState(fromServer !== null && keep);
  if (kept && !keep) setKept(false);
  if (!kept) return createElement(as, props, children);
  // Marked for what settles server HTML (`settlePicturePlaceholders`).
  const marked = { ...props, [KEPT_HTML_ATTRIBUTE]: '' };
  if (fromServer === 'server') {
    return createElement(as, marked, <KeptHtmlContext value>{children}</KeptHtmlContext>);
  }
  // React leaves an element's server contents alone when it hydrates it with inner HTML.
  return createElement(as, {
    ...marked,
    dangerouslySetInnerHTML: { __html: '' },
    suppressHydrationWarning: true,
  });
}

/**
 * The contexts a part reads (the site, its public config, the page's texts), the same tree on
 * the server and in the browser, so the part's `useId`s match.
 */
export function IslandShell({
  page,
  onHydrated,
  children,
}: {
  page: IslandPage;
  /** Browser: runs once the part has hydrated. */
  onHydrated?: () => void;
  children: ReactNode;
}) {
  const route = useMemo<RouteState>(() => ({ pathname: page.path, matches: null }), [page.path]);
  // The server's render; in the browser, from the server's HTML until the part has hydrated.
  const [fromServer, setFromServer] = useState<'server' | 'hydrating' | null>(
    onHydrated ? 'hydrating' : 'server',
  );
  const done = useMemo(
    () =>
      onHydrated &&
      (() => {
        setFromServer(null);
        onHydrated();
      }),
    [onHydrated],
  );
  return (
    <SiteNameContext.Provider value={page.site}>
      <PublicConfigContext.Provider value={page.config}>
        <RouteStateContext value={route}>
          <I18nProvider locale={page.locale}>
            <FromServerContext value={fromServer}>
              <Hydrated onDone={done}>{children}</Hydrated>
            </FromServerContext>
          </I18nProvider>
        </RouteStateContext>
      </PublicConfigContext.Provider>
    </SiteNameContext.Provider>
  );
}

/** JSON in a `<script>`: `<`, `>` and `&` escaped, so no text in it can close the element. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

export interface IslandProps<P extends object> {
  /** The part's name in the site's islands (`hydrateIslands({ [name]: part })`). */
  name: string;
  /** The interactive part: no React Router in it, its props JSON. */
  part: ComponentType<P>;
  props: P;
}

/**
 * An interactive part of a page. On an island page the server renders it alone, in a
 * `display: contents` box with its props as JSON beside it, and the browser hydrates it alone;
 * on any other page it is the part, in place.
 */
export function Island<P extends object>({ name, part, props }: IslandProps<P>): ReactNode {
  const page = use(IslandPageContext);
  const render = use(IslandRendererContext);
  const nonce = useNonce();
  if (!page || !render) return createElement(part, props);
  const { html, prefix } = render(
    <IslandShell page={page}>{createElement(part, props)}</IslandShell>,
    name,
  );
  const json: IslandJson = { props, prefix };
  return (
    <>
      <div
        {...{ [ISLAND_ATTRIBUTE]: name }}
        style={{ display: 'contents' }}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {/* Data, never run; it carries the response's nonce as every script of the page does. */}
      <script
        type="application/json"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: scriptJson(json) }}
      />
    </>
  );
}

/** On the server, inside an island page's render: parts go out as `Island`s. */
export function useIslandPage(): IslandPage | null {
  const page = use(IslandPageContext);
  return use(IslandRendererContext) ? page : null;
}
