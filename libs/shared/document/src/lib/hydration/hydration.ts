/**
 * The attribute `<html>` carries once React has hydrated the page and run its first effects (its
 * listeners are attached): end-to-end tests wait for it before they touch the page.
 */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/** In the browser, before the page's first hydration has finished (false on a server). */
export function isFirstHydration(): boolean {
  return (
    typeof document !== 'undefined' && !document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)
  );
}

/** A `HydrationBoundary` of the first hydration whose content has not hydrated yet. */
export interface PendingPart {
  hydrated: boolean;
}

const pendingParts = new Set<PendingPart>();
let shellHydrated = false;

function markWhenAllHydrated(): void {
  if (shellHydrated && pendingParts.size === 0)
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
}

/**
 * The page's shell (everything outside its `HydrationBoundary`s) has hydrated and run its
 * effects: the document is marked hydrated now, or when its last part has.
 */
export function shellHasHydrated(): void {
  shellHydrated = true;
  markWhenAllHydrated();
}

/** A boundary of the page came up in its shell's commit, its content still to hydrate. */
export function partIsPending(part: PendingPart): void {
  if (!part.hydrated && isFirstHydration()) pendingParts.add(part);
}

/** A boundary's content hydrated (its effects ran), or the boundary went away. */
export function partIsDone(part: PendingPart, hydrated: boolean): void {
  if (hydrated) part.hydrated = true;
  if (pendingParts.delete(part)) markWhenAllHydrated();
}

/** Tests: back to a page that has not hydrated. */
export function resetHydrationState(): void {
  pendingParts.clear();
  shellHydrated = false;
}
