import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';

export type RouterLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A site-internal link with the `href` API of the design system's links (Breadcrumbs'
 * `linkComponent`): the router navigates without a full reload.
 */
export function RouterLink({ href, children, ...rest }: RouterLinkProps) {
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
