import { prefersReducedMotion } from '@corp/shared/ui';

/** Spec §9: an in-page anchor leaves 150 px above its target (the fixed header). */
export const SCROLL_OFFSET = 150;

/** The site footer's id (the side menu collapses when it comes near). */
export const SITE_FOOTER_ID = 'site-footer';

/** The id of the footer's contact form, the target of every "contact us" button. */
export const CONTACT_FORM_ID = 'contact-form';

/**
 * Scrolls the window so that `target` sits `offset` px below the top, smoothly unless the
 * visitor asked for less motion, and moves the keyboard focus there without a second jump.
 */
export function scrollToElement(target: HTMLElement, offset: number = SCROLL_OFFSET): void {
  const top = target.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** Scrolls to the element with this id; false when the page has none. */
export function scrollToId(id: string, offset: number = SCROLL_OFFSET): boolean {
  const target = typeof document === 'undefined' ? null : document.getElementById(id);
  if (!target) return false;
  scrollToElement(target, offset);
  return true;
}

/**
 * The element id an href points to on the current page (`#team`, or `/about/#team` while on
 * `/about/`), else null: a link to another page is an ordinary navigation.
 */
export function inPageAnchor(href: string, pathname: string): string | null {
  const hash = href.indexOf('#');
  if (hash < 0 || hash === href.length - 1) return null;
  const path = href.slice(0, hash);
  const normalize = (value: string) => (value.endsWith('/') ? value : `${value}/`);
  if (path !== '' && normalize(path) !== normalize(pathname)) return null;
  return decodeURIComponent(href.slice(hash + 1));
}

/**
 * A link's click handler for in-page anchors: scrolls smoothly to the anchor's element with the
 * 150 px offset instead of jumping; other links are left to navigate.
 */
export function followAnchor(
  event: { preventDefault: () => void },
  href: string,
  pathname: string,
): boolean {
  const id = inPageAnchor(href, pathname);
  if (!id || !scrollToId(id)) return false;
  event.preventDefault();
  return true;
}
