import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { usePublicConfig } from '../public-config/public-config';

export type LayoutLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { to: string };

/**
 * A link of the shared layout's navigation (header, menus, footer) to a page of the main site.
 * On the main host it goes through the router; on another host that wears the main site's
 * layout (the idp host's Russian-DIP layout) the page lives on the main host only, so it is a
 * plain link to the main site's public origin (`SITE_ORIGIN_MAIN`, handed over by the web server).
 */
export function LayoutLink({ to, ...rest }: LayoutLinkProps) {
  const { mainSiteOrigin } = usePublicConfig();
  if (mainSiteOrigin && to.startsWith('/') && !to.startsWith('//')) {
    const { reloadDocument: _reload, replace: _replace, state: _state, children, ...anchor } = rest;
    return (
      <a href={`${mainSiteOrigin}${to}`} {...anchor}>
        {children}
      </a>
    );
  }
  return <Link to={to} {...rest} />;
}
