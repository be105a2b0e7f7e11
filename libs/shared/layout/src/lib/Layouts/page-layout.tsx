import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
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
}

export interface LayoutRouteHandle {
  layout?: LayoutHandleOptions;
}

/** Spec §4: the footer form is hidden on the hr page, the ru contacts page and the podcasts pages. */
export function isFooterFormHidden(routeId: string | undefined, hideForm = false): boolean {
  if (hideForm) return true;
  if (!routeId) return false;
  if (routeId === 'contacts___ru') return true;
  const page = parseRouteId(routeId)?.page ?? routeId;
  return page === 'about-hr' || page.startsWith('news-podcasts');
}

interface PageLayoutSetters {
  setSections: (sections: readonly PageSection[] | null) => void;
  setHideForm: (hideForm: boolean | null) => void;
}

const PageLayoutContext = createContext<PageLayoutSetters | null>(null);

export interface PageLayoutState {
  /** The page's route id (`about-hr___en`), the deepest match. */
  routeId: string | undefined;
  sections: readonly PageSection[];
  hideForm: boolean;
}

const noSections: readonly PageSection[] = [];

/**
 * The page's wishes for its layout: its route `handle` (deepest first), overridden by what the
 * page set while rendering (`usePageSections`, `useHideFooterForm`). Provide it with
 * `PageLayoutProvider`.
 */
export function usePageLayoutState(): [PageLayoutState, PageLayoutSetters] {
  const matches = useMatches();
  const [sections, setSections] = useState<readonly PageSection[] | null>(null);
  const [hideForm, setHideForm] = useState<boolean | null>(null);
  const page = matches[matches.length - 1];
  const handle = [...matches]
    .reverse()
    .map((match) => (match.handle as LayoutRouteHandle | undefined)?.layout)
    .find(Boolean);
  const setters = useMemo(() => ({ setSections, setHideForm }), []);
  return [
    {
      routeId: page?.id,
      sections: sections ?? handle?.sections ?? noSections,
      hideForm: hideForm ?? handle?.hideForm ?? false,
    },
    setters,
  ];
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
 * A page lists its sections for the side menu and the header's section menu (when they depend
 * on its data): `usePageSections([{ id: 'features', label: t('features.title') }])`.
 */
export function usePageSections(sections: readonly PageSection[]): void {
  const { setSections } = usePageLayoutSetters('usePageSections');
  const key = JSON.stringify(sections);
  useEffect(() => {
    setSections(JSON.parse(key) as PageSection[]);
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
