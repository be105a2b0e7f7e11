import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { PathLink, followAnchor, useOtherLanguage } from '@corp/shared/layout';
import { isRoutedPath } from '../site-path';

export interface SiteLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

/**
 * A link inside the page content: a section of the page (`#contact-form`) scrolls there smoothly
 * with the header's offset (spec §2.8, §9), a page of the site goes through the router (no
 * document reload) where the page has one (`PathLink`; an island page loads it as a document),
 * a file or another host is a plain anchor. A page in another language than the
 * visitor's says so (`useOtherLanguage`: a German page's link to an English one).
 */
export function SiteLink({ href, children, onClick, ...rest }: SiteLinkProps) {
  const other = useOtherLanguage(href);
  if (href.startsWith('#')) {
    const follow = (event: MouseEvent<HTMLAnchorElement>) => {
      onClick?.(event);
      if (!event.defaultPrevented) followAnchor(event, href, window.location.pathname);
    };
    return (
      <a href={href} onClick={follow} {...rest}>
        {children}
      </a>
    );
  }
  if (isRoutedPath(href)) {
    const marked = other && rest.hrefLang === undefined ? other : undefined;
    return (
      <PathLink to={href} onClick={onClick} hrefLang={marked?.hrefLang} {...rest}>
        {children}
        {marked?.mark}
      </PathLink>
    );
  }
  return (
    <a href={href} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
