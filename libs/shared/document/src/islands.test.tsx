import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import * as ui from '@corp/shared/ui';
import { hydrateIslands, KeptServerHtml } from './islands';
import { HYDRATED_ATTRIBUTE } from './lib/hydration/hydration';
import {
  ISLAND_PAGE_ID,
  Island,
  IslandPageContext,
  IslandRendererContext,
  scriptJson,
} from './lib/islands/islands';
import type { IslandPage, RenderIsland } from './lib/islands/islands';
import { useRouteState } from './lib/route-state/route-state';

/** A part with an id of its own and state: what hydration must match and then keep. */
function Counter({ start, label }: { start: number; label: string }) {
  const id = useId();
  const [count, setCount] = useState(start);
  return (
    <button id={id} type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

const parts = { counter: Counter };
const page: IslandPage = { site: 'techpod', locale: 'ru', config: {}, path: '/ru/' };

/** The server's renderer, as `entry.server.tsx` makes one per response. */
function renderer(): RenderIsland {
  let count = 0;
  return (element, name) => {
    const prefix = `${name}-${count++}-`;
    return { html: renderToString(element, { identifierPrefix: prefix }), prefix };
  };
}

/** An island page as the server sends it: static HTML, its islands, the page's JSON. */
function serverPage(
  islands: ReactNode = (
    <>
      <h1>Static</h1>
      <Island name="counter" part={Counter} props={{ start: 2, label: 'first' }} />
      <Island name="counter" part={Counter} props={{ start: 5, label: '</script><b>second' }} />
    </>
  ),
): string {
  return renderToString(
    <IslandRendererContext value={renderer()}>
      <IslandPageContext value={page}>
        {islands}
        <script
          type="application/json"
          id={ISLAND_PAGE_ID}
          dangerouslySetInnerHTML={{ __html: scriptJson(page) }}
        />
      </IslandPageContext>
    </IslandRendererContext>,
  );
}

afterEach(() => {
  document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE);
  document.body.innerHTML = '';
});

it('is its part, in place, on a page that hydrates whole', () => {
  render(<Island name="counter" part={Counter} props={{ start: 1, label: 'inline' }} />);
  expect(screen.getByRole('button', { name: 'inline 1' })).toBeInTheDocument();
  expect(document.querySelector('[data-island]')).toBeNull();
});

it('hydrates each island from its server HTML and JSON props, then marks the page hydrated', async () => {
  const problems = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  document.body.innerHTML = serverPage();
  const first = screen.getByRole('button', { name: 'first 2' });
  const second = screen.getByRole('button', { name: '</script><b>second 5' });
  // Each island its own `useId` prefix: two of one part never share an id.
  expect(first.id).not.toBe(second.id);

  await act(async () => hydrateIslands(parts));
  await waitFor(() => expect(document.documentElement).toHaveAttribute(HYDRATED_ATTRIBUTE));

  // The server's buttons themselves now answer: hydrated as rendered (ids too), not anew.
  expect(problems).not.toHaveBeenCalled();
  problems.mockRestore();
  expect(screen.getAllByRole('button')).toEqual([first, second]);
  await userEvent.click(second);
  expect(second).toHaveTextContent('second 6');
  expect(first).toHaveTextContent('first 2');
});

it('does none of the start in the task that calls it, the one that evaluates the modules', async () => {
  const fadeIns = jest.spyOn(ui, 'startFadeIns');
  document.body.innerHTML = serverPage();
  const first = screen.getByRole('button', { name: 'first 2' });
  // A page's part, as the app's entry gives it (`import.meta.glob`).
  const counter = jest.fn(async () => ({ counter: Counter }));
  hydrateIslands({ '../lib/counter.island.tsx': counter });
  // Nothing of the page's start yet: its parts' modules, the fade-ins, the texts, React DOM and
  // the islands each start in a later task.
  expect(counter).not.toHaveBeenCalled();
  expect(fadeIns).not.toHaveBeenCalled();
  await userEvent.click(first);
  expect(first).toHaveTextContent('first 2');

  await waitFor(() => expect(document.documentElement).toHaveAttribute(HYDRATED_ATTRIBUTE));
  expect(fadeIns).toHaveBeenCalledTimes(1);
  await userEvent.click(first);
  expect(first).toHaveTextContent('first 3');
  fadeIns.mockRestore();
});

it('loads a page’s part (`<Part>.island.tsx`) only on a page that has it, and hydrates it once its module has come', async () => {
  document.body.innerHTML = serverPage();
  const first = screen.getByRole('button', { name: 'first 2' });
  // As `import.meta.glob` gives them: the modules' loaders by path, each exporting its part by name.
  const counter = jest.fn(async () => ({ counter: Counter }));
  const absent = jest.fn(async () => ({ gallery: Counter }));
  await act(async () =>
    hydrateIslands({ '../lib/counter.island.tsx': counter, '../lib/gallery.island.tsx': absent }),
  );
  await waitFor(() => expect(document.documentElement).toHaveAttribute(HYDRATED_ATTRIBUTE));
  // One load for the page's two counters; none for a part the page does not have.
  expect(counter).toHaveBeenCalledTimes(1);
  expect(absent).not.toHaveBeenCalled();
  await userEvent.click(first);
  expect(first).toHaveTextContent('first 3');
});

it('reloads the page once when a page’s part cannot load, and lets the held taps go', async () => {
  const reload = jest.spyOn(ui, 'reloadOnce').mockImplementation(() => true);
  document.body.innerHTML = serverPage();
  await act(async () =>
    hydrateIslands({
      './counter.island.tsx': () => Promise.reject(new TypeError('Failed to fetch')),
    }),
  );
  await waitFor(() => expect(document.documentElement).toHaveAttribute(HYDRATED_ATTRIBUTE));
  expect(reload).toHaveBeenCalled();
  reload.mockRestore();
});

it('reports an island that cannot start, and starts the others', async () => {
  const reported = jest.fn();
  const onError = (event: ErrorEvent) => {
    event.preventDefault();
    reported(event.error);
  };
  window.addEventListener('error', onError);
  document.body.innerHTML = serverPage();
  // The first island's props are not JSON (a truncated page).
  const json = document.querySelector('[data-island] + script') as HTMLScriptElement;
  json.textContent = '{"props":';
  const second = screen.getByRole('button', { name: '</script><b>second 5' });
  await act(async () => hydrateIslands(parts));
  await waitFor(() => expect(document.documentElement).toHaveAttribute(HYDRATED_ATTRIBUTE));
  await waitFor(() => expect(reported).toHaveBeenCalledWith(expect.any(SyntaxError)));
  await userEvent.click(second);
  expect(second).toHaveTextContent('second 6');
  window.removeEventListener('error', onError);
});

it('leaves the page server HTML and lets the held taps go when React DOM does not start', async () => {
  document.body.innerHTML = serverPage();
  const reload = jest.fn(() => true);
  jest.doMock('react-dom/client', () => {
    throw new Error('React DOM failed to evaluate');
  });
  jest.doMock('@corp/shared/ui', () => ({
    ...jest.requireActual('@corp/shared/ui'),
    reloadOnce: reload,
  }));
  try {
    // A fresh copy of the module, which imports the failing React DOM.
    jest.isolateModules(() => {
      (require('./islands') as { hydrateIslands: typeof hydrateIslands }).hydrateIslands(parts);
    });
    await waitFor(() => expect(document.documentElement).toHaveAttribute(HYDRATED_ATTRIBUTE));
    expect(reload).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'first 2' })).toBeInTheDocument();
  } finally {
    jest.dontMock('react-dom/client');
    jest.dontMock('@corp/shared/ui');
  }
});

it('marks a page with no islands hydrated at once, so the taps it held go to its HTML', async () => {
  // The root's error page (its layout's own data failed): server HTML, no page JSON.
  document.body.innerHTML = '<h1>Server error</h1>';
  hydrateIslands(parts);
  expect(document.documentElement).toHaveAttribute(HYDRATED_ATTRIBUTE);
});

it('leaves an island whose part the site does not list as server HTML', async () => {
  document.body.innerHTML = serverPage();
  const first = screen.getByRole('button', { name: 'first 2' });
  await act(async () => hydrateIslands({}));
  await waitFor(() => expect(document.documentElement).toHaveAttribute(HYDRATED_ATTRIBUTE));
  await userEvent.click(first);
  expect(first).toHaveTextContent('first 2');
});

/** A part that follows where the visitor is, as the header's active links do. */
function Where() {
  const { pathname, matches } = useRouteState();
  return (
    <p>
      at {pathname}, {matches ? 'routes' : 'no routes'}
    </p>
  );
}

it('gives each island the page’s path and no routes, on the server as in the browser', async () => {
  const problems = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  document.body.innerHTML = renderToString(
    <IslandRendererContext value={renderer()}>
      <IslandPageContext value={{ ...page, path: '/ru/about/' }}>
        <Island name="where" part={Where} props={{}} />
        <script
          type="application/json"
          id={ISLAND_PAGE_ID}
          dangerouslySetInnerHTML={{ __html: scriptJson({ ...page, path: '/ru/about/' }) }}
        />
      </IslandPageContext>
    </IslandRendererContext>,
  );
  expect(screen.getByText('at /ru/about/, no routes')).toBeInTheDocument();
  await act(async () => hydrateIslands({ where: Where }));
  await waitFor(() => expect(document.documentElement).toHaveAttribute(HYDRATED_ATTRIBUTE));
  expect(problems).not.toHaveBeenCalled();
  problems.mockRestore();
  expect(screen.getByText('at /ru/about/, no routes')).toBeInTheDocument();
});

it('tells a part outside any page that it has no route state', () => {
  const problems = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Where />)).toThrow(/needs a site root, an island or <RouterRouteState>/);
  problems.mockRestore();
});

/** Renders of the list's items in this browser: kept server HTML renders none. */
const itemRenders = jest.fn();
function Item({ name }: { name: string }) {
  if (typeof document !== 'undefined' && !isServerRender) itemRenders(name);
  return <li>{name}</li>;
}
let isServerRender = false;

/** A part with a list the server rendered: kept until its button changes the list. */
function KeptList({ items }: { items: string[] }) {
  const [shown, setShown] = useState(items);
  return (
    <div>
      <button type="button" onClick={() => setShown([...shown, 'added'])}>
        Add
      </button>
      <KeptServerHtml as="ul" keep={shown === items} aria-label="Items">
        {shown.map((name) => (
          <Item key={name} name={name} />
        ))}
      </KeptServerHtml>
    </div>
  );
}

it('keeps a part’s server list without hydrating it, and renders it once the part changes it', async () => {
  const problems = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  isServerRender = true;
  document.body.innerHTML = serverPage(
    <Island name="kept" part={KeptList} props={{ items: ['one', 'two'] }} />,
  );
  isServerRender = false;
  const list = screen.getByRole('list', { name: 'Items' });
  expect(list).toHaveAttribute('data-kept');
  const first = screen.getByText('one');

  await act(async () => hydrateIslands({ kept: KeptList }));
  await waitFor(() => expect(document.documentElement).toHaveAttribute(HYDRATED_ATTRIBUTE));
  // The server's items, the very nodes, and no item rendered in the browser.
  expect(screen.getByText('one')).toBe(first);
  expect(itemRenders).not.toHaveBeenCalled();
  expect(problems).not.toHaveBeenCalled();

  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
    'one',
    'two',
    'added',
  ]);
  expect(screen.getByRole('list', { name: 'Items' })).not.toHaveAttribute('data-kept');
  expect(itemRenders).toHaveBeenCalledWith('added');
  problems.mockRestore();
});

it('is the element with its children in a part the browser renders itself', () => {
  render(<KeptList items={['alone']} />);
  expect(screen.getByRole('listitem')).toHaveTextContent('alone');
  expect(screen.getByRole('list')).not.toHaveAttribute('data-kept');
});
