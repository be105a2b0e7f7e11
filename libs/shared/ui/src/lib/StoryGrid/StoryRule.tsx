import type { ReactNode } from 'react';

/** A framed panel of a guidelines story. */
export const storyPanel = {
  padding: 'var(--space-6)',
  border: '1px solid var(--color-border-default)',
  borderRadius: 'var(--radius-md)',
} as const;

/** One "Do" or "Don’t" of a component's guidelines story: the rule, then an example of it. */
export function StoryRule({
  verdict,
  title,
  heading = true,
  children,
}: {
  verdict: 'Do' | 'Don’t';
  title: string;
  /**
   * Whether the verdict is an `h3`; not when the example holds a page's `h1` (a hero), which
   * would break the heading order.
   */
  heading?: boolean;
  children: ReactNode;
}) {
  const Verdict = heading ? 'h3' : 'p';
  return (
    <section style={storyPanel} aria-label={`${verdict}: ${title}`}>
      <Verdict
        style={{
          fontWeight: 'var(--font-weight-bold)',
          margin: '0 0 var(--space-2)',
          color: verdict === 'Do' ? 'var(--color-feedback-success)' : 'var(--color-feedback-error)',
        }}
      >
        {verdict}
      </Verdict>
      <p style={{ margin: '0 0 var(--space-4)' }}>{title}</p>
      <div
        style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-3)', alignItems: 'center' }}
      >
        {children}
      </div>
    </section>
  );
}
