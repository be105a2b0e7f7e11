import type { AnchorHTMLAttributes } from 'react';
import { PathLink } from '@corp/shared/layout/islands';

export type RouterLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * A site-internal link with the `href` API of the design system's links (Breadcrumbs'
 * `linkComponent`): a whole page's router navigates without a full reload; an island page
 * loads the document (`PathLink`).
 */
export function RouterLink({ href, children, ...rest }: RouterLinkProps) {
  return (
    <PathLink to={href} {...rest}>
      {children}
    </PathLink>
  );
}
