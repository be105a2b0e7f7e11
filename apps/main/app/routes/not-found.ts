import { notFoundLoader } from '@corp/shared/document';

/**
 * Every path no page of this site matches (spec §2.6): answered 404 inside
 * the default layout, whose error boundary shows the not-found page with header and footer.
 */
export const loader = notFoundLoader;

export default function NotFound() {
  return null;
}
