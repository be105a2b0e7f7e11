// Browser side of an island page (ADR 0032): each interactive part hydrates by itself. Also read
// by the server for the parts' shared hooks (not a `.client` module: those are empty there).
// It imports no React Router: an island page loads react, react-dom, i18next and its parts only.
import { createElement, startTransition } from 'react';
import type { ComponentType } from 'react';
import type * as ReactDomClient from 'react-dom/client';
import { loadTexts, siteI18n } from '@corp/shared/i18n';
import { reloadOnce, settlePicturePlaceholders, startFadeIns } from '@corp/shared/ui';
import { markHydrated } from './lib/hydration/hydration';
import { ISLAND_ATTRIBUTE, ISLAND_PAGE_ID, IslandShell } from './lib/islands/islands';
import type { IslandJson, IslandPage } from './lib/islands/islands';

export {
  ISLANDS_ATTRIBUTE,
  IslandShell,
  KeptServerHtml,
  useInKeptServerHtml,
  useIslandPage,
} from './lib/islands/islands';
export type { KeptServerHtmlProps } from './lib/islands/islands';
export { HYDRATED_ATTRIBUTE } from './lib/hydration/hydration';
export { usePublicConfig } from './lib/public-config/public-config';
// What an island part may read of the document without its barrel (whose root, error page and
// hydration modules import React Router): where the visitor is, and the main site's links.
export { usePagePath, useRouteState } from './lib/route-state/route-state';
export type { RouteMatchState, RouteState } from './lib/route-state/route-state';
export { homeHref, pageHref } from './lib/page-href/page-href';
export { localeAlternates } from './lib/seo/seo';

/** A promise settled in a later task: `scheduler.yield()` where the browser has it. */
function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The parts a site's island pages hydrate, by the names their `Island`s give: its layout's parts
 * as components (`{ MainHeaderPart }`), in the entry's chunk; its pages' own parts as loaders of
 * their modules, each named `<Part>.island.tsx` and exporting the part by that name
 * (`import.meta.glob` in the app's entry), so that a page loads only the parts it has.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each part has props of its own
export type IslandParts = Readonly<Record<string, ComponentType<any> | (() => Promise<unknown>)>>;

/** The part named `name`, a page's once its module has loaded (null if it did not); none if unknown. */
function partComponent(parts: IslandParts, name: string) {
  const path = Object.keys(parts).find((key) => key.endsWith(`/${name}.island.tsx`));
  const part = parts[path ?? name];
  if (!path) return part && Promise.resolve(part as ComponentType<object>);
  const load = part as () => Promise<Record<string, ComponentType<object> | undefined>>;
  return load().then(
    (module) => module[name] ?? null,
    () => null,
  );
}

/**
 * Hydrates every island of the page (`<div data-island>` and the JSON props after it) with its
 * part, one `hydrateRoot` each, under the page's `IslandShell` and with the `useId` prefix the
 * server gave it, in the page's order; a page's part once its module has come. Each step of the
 * start runs in a task of its own, none in the one that evaluates the modules, so that no start-up
 * task grows long on a slow phone (ADR 0032): each of the page's parts starts loading its module
 * (Vite's preloading of its chunks is not cheap), the server HTML around the islands is settled
 * (its pictures' placeholders go once their images have loaded, its fade-ins start: what `Picture`
 * and `FadeIn` do when hydrated), i18next is set up, the page's texts load, React DOM's client
 * starts, then each island.
 * Once every part has run its effects `<html>` is marked hydrated: the early-taps script
 * (ADR 0028) then gives the page the taps it held. An island whose part the site does not have
 * stays server HTML; a part whose code fails to load reloads the page once (spec §2.6).
 */
export async function hydrateIslands(parts: IslandParts): Promise<void> {
  // Spec §2.6: a chunk that fails to load reloads the page once per 60 s.
  window.addEventListener('vite:preloadError', () => reloadOnce());
  const pageJson = document.getElementById(ISLAND_PAGE_ID)?.textContent;
  // A page with no islands (the root's error page, when the layout's own data failed): server
  // HTML alone, whose held taps go to it.
  if (!pageJson) return markHydrated();
  const page = JSON.parse(pageJson) as IslandPage;
  const nameOf = (box: HTMLElement) => box.getAttribute(ISLAND_ATTRIBUTE) ?? '';
  const all = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  // null: the part's code did not load. Each part's module starts loading in a task of its own.
  const components = new Map<string, ReturnType<typeof partComponent>>();
  for (const name of new Set(all.map(nameOf))) {
    await nextTask();
    components.set(name, partComponent(parts, name));
  }
  const boxes = all.filter((box) => components.get(nameOf(box)));

  await nextTask();
  settlePicturePlaceholders();
  startFadeIns();
  await nextTask();
  siteI18n(page.locale);
  await nextTask();
  await loadTexts(page.locale).catch(() => undefined);
  await nextTask();
  let hydrateRoot: typeof ReactDomClient.hydrateRoot;
  try {
    ({ hydrateRoot } = await import('react-dom/client'));
  } catch {
    // React DOM did not start: the page stays server HTML, its held taps go to it.
    reloadOnce();
    return markHydrated();
  }
  let pending = boxes.length;
  const done = () => {
    pending -= 1;
    if (pending <= 0) markHydrated();
  };
  if (!pending) markHydrated();
  for (const box of boxes) {
    const part = await components.get(nameOf(box));
    await nextTask();
    if (!part) {
      reloadOnce();
      done();
      continue;
    }
    try {
      const { props, prefix } = JSON.parse(
        box.nextElementSibling?.textContent || '{}',
      ) as IslandJson;
      startTransition(() => {
        hydrateRoot(
          box,
          <IslandShell page={page} onHydrated={done}>
            {createElement(part, props)}
          </IslandShell>,
          { identifierPrefix: prefix },
        );
      });
    } catch (error) {
      // An island that throws as it starts is reported (window.onerror), and the others start.
      setTimeout(() => {
        throw error;
      });
      done();
    }
  }
}
