import { useCallback, useLayoutEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LayoutNavigateContext } from './LayoutLink';

/**
 * Hands the router's navigation to the layout links inside, one stable function for all of
 * them (a site root wraps the page in it). Without it (an island page) a layout link is a plain
 * link. Its own module: the layout links import no React Router.
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
