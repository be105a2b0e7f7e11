import { startTransition, useEffect, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { HydrationMark } from '../../entry.client';
import { HYDRATED_ATTRIBUTE, isFirstHydration, resetHydrationState } from './hydration';
import { HydrationBoundary } from './HydrationBoundary';

const marked = () => document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);

/** Records, in its effect, whether the document was already marked hydrated. */
function Probe({ name, log }: { name: string; log: string[] }) {
  useEffect(() => {
    log.push(`${name}${marked() ? ' (marked)' : ''}`);
  }, [name, log]);
  return <p>{name}</p>;
}

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      clicked {count}
    </button>
  );
}

function Page({ log }: { log: string[] }) {
  return (
    <HydrationMark>
      <Probe name="header" log={log} />
      <HydrationBoundary>
        <Probe name="page" log={log} />
        <Counter />
      </HydrationBoundary>
      <HydrationBoundary>
        <Probe name="footer" log={log} />
        <ul id="footer-list">
          <li>
            <a href="/about/">About</a>
          </li>
        </ul>
      </HydrationBoundary>
      <Probe name="shell end" log={log} />
    </HydrationMark>
  );
}

describe('HydrationBoundary', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
    resetHydrationState();
  });

  async function hydrate(log: string[]) {
    const container = document.createElement('div');
    document.body.appendChild(container);
    container.innerHTML = renderToString(<Page log={[]} />);
    const errors: unknown[] = [];
    await act(async () => {
      startTransition(() => {
        root = hydrateRoot(container, <Page log={log} />, {
          onRecoverableError: (error) => errors.push(error),
        });
      });
    });
    return { container, errors };
  }

  it('renders its content in place, between the markers of a completed boundary', () => {
    const html = renderToString(<Page log={[]} />);
    // A completed boundary: React's markers around the content, no fallback or script to move it.
    expect(html.match(/<!--\$-->/g)).toHaveLength(2);
    expect(html).not.toContain('<!--$?-->');
    expect(html).toContain('<p>page</p>');
  });

  it('hydrates the page around the parts first; the document is marked once every part has', async () => {
    const log: string[] = [];
    const { errors } = await hydrate(log);
    expect(errors).toEqual([]);
    // The shell's commit and effects (its end included), then each part's in a commit of its
    // own: in one commit the parts' effects would have run before the shell's end. None of them
    // saw the mark, which came after the last part.
    expect(log).toEqual(['header', 'shell end', 'page', 'footer']);
    expect(marked()).toBe(true);
    expect(isFirstHydration()).toBe(false);
  });

  it('handles a click in a part as soon as it is hydrated', async () => {
    await hydrate([]);
    await userEvent.click(screen.getByRole('button', { name: 'clicked 0' }));
    expect(screen.getByRole('button', { name: 'clicked 1' })).toBeTruthy();
  });

  it('marks a page rendered without server HTML (no part pending) at once', () => {
    const log: string[] = [];
    render(<Page log={log} />);
    expect(log).toEqual(['header', 'page', 'footer', 'shell end']);
    expect(marked()).toBe(true);
  });
});
