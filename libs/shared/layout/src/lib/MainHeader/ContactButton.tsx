import type { MouseEvent } from 'react';
import { useFollowPath } from '../Layouts/LayoutLink';
import { CONTACT_FORM_ID, scrollToId } from '../scroll/scroll-to';

export interface ContactButtonProps {
  label: string;
  /** Where to go when the page has no contact form (the contacts page). */
  fallbackHref: string;
  className?: string;
  /** Called first (the mobile menu closes); the scroll then waits a frame for the page. */
  onBeforeScroll?: () => void;
}

/** "Contact us": scrolls smoothly to the footer form, or opens the contacts page without one. */
export function ContactButton({
  label,
  fallbackHref,
  className,
  onBeforeScroll,
}: ContactButtonProps) {
  const follow = useFollowPath();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const go = () => {
      if (!scrollToId(CONTACT_FORM_ID)) follow(fallbackHref);
    };
    if (onBeforeScroll) {
      onBeforeScroll();
      requestAnimationFrame(go);
    } else go();
  };
  return (
    <a href={`#${CONTACT_FORM_ID}`} className={className} onClick={onClick}>
      {label}
    </a>
  );
}
