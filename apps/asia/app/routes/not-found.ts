import { notFoundLoader } from '@corp/shared/document';

/**
 * Every path no page of this site matches (spec §2.6): answered 404 inside
 * this host's layout, whose error boundary shows the not-found page there.
 */
export const loader = notFoundLoader;

export default function NotFound() {
  return null;
}
