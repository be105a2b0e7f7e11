import { data } from 'react-router';

/**
 * Every path no page of the main site matches (spec §2.6): answered 404 inside the default
 * layout, whose error boundary shows the not-found page with header and footer.
 */
export function loader(): never {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
