import type { ReactNode } from 'react';
import { FadeIn } from '@corp/shared/ui';
import styles from './PageSection.module.scss';

export type PageSectionTone = 'plain' | 'subtle';

const toneClass: Record<PageSectionTone, string | undefined> = {
  plain: undefined,
  subtle: styles['subtle'],
};

export interface PageSectionProps {
  /** The anchor of the section (`#courses`); its heading gets `<id>-title`. */
  id: string;
  title: string;
  lead?: string;
  /** A link or control beside the heading ("All news"). */
  aside?: ReactNode;
  tone?: PageSectionTone;
  children: ReactNode;
}

/**
 * A titled part of a company page: an anchor for the side menu and the header's in-page links,
 * a `h2`, and content that fades in as it scrolls into view (spec §4 "Fade-in").
 */
export function PageSection({
  id,
  title,
  lead,
  aside,
  tone = 'plain',
  children,
}: PageSectionProps) {
  const titleId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className={[styles['section'], toneClass[tone]].filter(Boolean).join(' ')}
    >
      <div className={styles['inner']}>
        <div className={styles['head']}>
          <div className={styles['heading']}>
            <h2 id={titleId} className={styles['title']}>
              {title}
            </h2>
            {lead && <p className={styles['lead']}>{lead}</p>}
          </div>
          {aside && <div className={styles['aside']}>{aside}</div>}
        </div>
        <FadeIn>{children}</FadeIn>
      </div>
    </section>
  );
}
