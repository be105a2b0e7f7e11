import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useRouteState } from '@corp/shared/document/islands';
import type { RouteMatchState } from '@corp/shared/document/islands';
import { parseRouteId } from '@corp/shared/routing';

/** A section of a page, listed by the side menu and the header's section menu. */
export interface PageSection {
  /** The id of the section's element (`<section id="features">`). */
  id: string;
  label: string;
  /**
   * A complete block (a full-screen section with its own heading row): the side menu scrolls it
   * to 127 px below the top instead of 227 px (spec §4).
   */
  complete?: boolean;
}

/** What a page tells its layout, in its route's `handle`: `export const handle = { layout: {…} }`. */
export interface LayoutHandleOptions {
  /** Spec §4: the page has no footer form (it has its own, or none fits). */
  hideForm?: boolean;
  /** Sections known before the page renders (static pages). */
  sections?: readonly PageSection[];
  /**
   * A hook that lists the page's sections from its loader data (and its texts): the layout calls
   * it while it renders the header's section menu or the side menu, so both are in the page's
   * HTML and the page keeps its place when it hydrates. Declare it with `sectionsHandle`.
   */
  useSections?: (data: unknown) => readonly PageSection[];
}

/**
 * A route's `handle` whose sections come from its loader data:
 *
 *   export const handle = sectionsHandle<typeof loader>((data) => aboutAnchors(useCompanyTexts(), data));
 *
 * The hook runs in the layout (server and browser alike), before the page renders.
 */
export function sectionsHandle<Loader extends (...args: never[]) => unknown>(
  useSections: (data: Awaited<ReturnType<Loader>>) => readonly PageSection[],
): { layout: LayoutHandleOptions } {
  return { layout: { useSections: useSections as (data: unknown) => readonly PageSection[] } };
}

export interface LayoutRouteHandle {
  layout?: LayoutHandleOptions;
}

/**
 * Spec §4: the footer form is hidden on the hr page, the contacts page and the podcasts pages.
 * The spec names the ru contacts page, "because it has its own form"; every locale's contacts
 * page has that form (`footer-contacts-captcha`), so none shows a second one in its footer.
 */
export function isFooterFormHidden(routeId: string | undefined, hideForm = false): boolean {
  if (hideForm) return true;
  if (!routeId) return false;
  const page = parseRouteId(routeId)?.page ?? routeId;
  return page === 'contacts' || page === 'about-hr' || page.startsWith('news-podcasts');
}

interface PageLayoutSetters {
  setSections: (sections: readonly PageSection[] | null) => void;
  setHideForm: (hideForm: boolean | null) => void;
}

const PageLayoutContext = createContext<PageLayoutSetters | null>(null);

export interface PageLayoutState {
  /** The page's route id (`about-hr___en`), the deepest match. */
  routeId: string | undefined;
  /** What the page set (`usePageSections`) or its handle lists; see `sectionsFrom` for the hook. */
  sections: readonly PageSection[];
  /** The route's sections hook and its loader data, when nothing set the sections instead. */
  sectionsFrom: { useSections: (data: unknown) => readonly PageSection[]; data: unknown } | null;
  /** The page has sections: listed, set, or to come from its hook. */
  hasSections: boolean;
  hideForm: boolean;
}

const noSections: readonly PageSection[] = [];
const noMatches: readonly RouteMatchState[] = [];

/**
 * The page's wishes for its layout: its route `handle` (deepest first), overridden by what the
 * page set while rendering (`usePageSections`, `useHideFooterForm`). Provide it with
 * `PageLayoutProvider`.
 */
export function usePageLayoutState(): [PageLayoutState, PageLayoutSetters] {
  const matches = useRouteState().matches ?? noMatches;
  const [sections, setSections] = useState<readonly PageSection[] | null>(null);
  const [hideForm, setHideForm] = useState<boolean | null>(null);
  const page = matches[matches.length - 1];
  const handle = [...matches]
    .reverse()
    .map((match) => (match.handle as LayoutRouteHandle | undefined)?.layout)
    .find(Boolean);
  const setters = useMemo(() => ({ setSections, setHideForm }), []);
  const routeId = page?.id;
  const loaderData = page?.loaderData;
  // One object per change of what it is made of: the memoized header content compares it, and
  // a router state change (a navigation starting) re-renders the layout with the same page.
  const state = useMemo<PageLayoutState>(() => {
    const listed = sections ?? handle?.sections ?? noSections;
    const sectionsFrom =
      sections === null && handle?.useSections && loaderData !== undefined
        ? { useSections: handle.useSections, data: loaderData }
        : null;
    return {
      routeId,
      sections: listed,
      sectionsFrom,
      hasSections: listed.length > 0 || sectionsFrom !== null,
      hideForm: hideForm ?? handle?.hideForm ?? false,
    };
  }, [routeId, loaderData, handle, sections, hideForm]);
  return [state, setters];
}

/** What `PageSectionsOf` needs of a page: its sections as listed or set, or its route's hook. */
export type PageSectionsSource = Pick<PageLayoutState, 'routeId' | 'sections' | 'sectionsFrom'>;

/** A page whose sections are this list (stories, tests, a page outside a site layout). */
export function listedSections(sections: readonly PageSection[]): PageSectionsSource {
  return { routeId: undefined, sections, sectionsFrom: null };
}

function RouteSections({
  from,
  children,
}: {
  from: NonNullable<PageLayoutState['sectionsFrom']>;
  children: (sections: readonly PageSection[]) => ReactNode;
}) {
  return children(from.useSections(from.data));
}

/**
 * Renders `children` with the page's sections: those set or listed, or those its route's hook
 * computes (in a component of its own per route, so the hook is called the same way on each
 * render of it).
 */
export function PageSectionsOf({
  page,
  children,
}: {
  page: PageSectionsSource;
  children: (sections: readonly PageSection[]) => ReactNode;
}) {
  if (!page.sectionsFrom) return children(page.sections);
  return (
    <RouteSections key={page.routeId} from={page.sectionsFrom}>
      {children}
    </RouteSections>
  );
}

export function PageLayoutProvider({
  setters,
  children,
}: {
  setters: PageLayoutSetters;
  children: ReactNode;
}) {
  return <PageLayoutContext.Provider value={setters}>{children}</PageLayoutContext.Provider>;
}

function usePageLayoutSetters(hook: string): PageLayoutSetters {
  const setters = useContext(PageLayoutContext);
  if (!setters) throw new Error(`${hook} must be used inside a site layout`);
  return setters;
}

/**
 * A page lists its sections for the side menu and the header's section menu when they change in
 * the browser (a filter): `usePageSections([{ id: 'features', label: t('features.title') }])`;
 * `null` leaves those of the route's handle. Sections that follow from the page's data belong in
 * its handle (`sectionsHandle`): set here, they reach the HTML only after hydration.
 */
export function usePageSections(sections: readonly PageSection[] | null): void {
  const { setSections } = usePageLayoutSetters('usePageSections');
  const key = JSON.stringify(sections);
  useEffect(() => {
    setSections(JSON.parse(key) as PageSection[] | null);
    return () => setSections(null);
  }, [key, setSections]);
}

/** A page hides the footer form while it is shown (spec §4 `hideForm`). */
export function useHideFooterForm(hide = true): void {
  const { setHideForm } = usePageLayoutSetters('useHideFooterForm');
  useEffect(() => {
    setHideForm(hide);
    return () => setHideForm(null);
  }, [hide, setHideForm]);
}
