// The browser side of `bench:lighthouse --floor`: what React and React Router alone cost to start
// on a page. The page's own server HTML (its static copy) carries, in <head>, the site's route
// manifest and its <body> as a plain element tree (html-tree.mjs); this module, bundled alone
// (React, react-dom/client, React Router's data router, nothing of the sites), creates a browser
// router with the site's routes (the same paths and loaders, their data marked as hydrated) and
// hydrates the <body> with that tree in a transition, as the sites' entry does. It starts when the
// page has loaded (its CSS, fonts and hero image in).
import * as React from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, Outlet } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { treeElement } from './html-tree.mjs';

const {
  basename,
  routes: manifest,
  body,
} = JSON.parse(document.getElementById('__floor__').textContent);

function Page() {
  return body[2].map((child, index) => treeElement(child, React, index));
}

// The route tree of the site's manifest: a route with children renders its outlet, a page the tree.
const childrenOf = new Map();
for (const route of Object.values(manifest)) {
  const siblings = childrenOf.get(route.parentId ?? null) ?? [];
  siblings.push(route);
  childrenOf.set(route.parentId ?? null, siblings);
}
function routesUnder(parentId) {
  return (childrenOf.get(parentId) ?? []).map((route) => {
    const children = routesUnder(route.id);
    return {
      id: route.id,
      path: route.path,
      index: route.index,
      ...(route.hasLoader ? { loader: () => null } : {}),
      Component: children.length ? Outlet : Page,
      ...(children.length ? { children } : {}),
    };
  });
}
const routes = routesUnder(null);
const loaderData = Object.fromEntries(
  (matchRoutes(routes, window.location, basename) ?? [])
    .filter((match) => match.route.loader)
    .map((match) => [match.route.id, null]),
);

const router = createBrowserRouter(routes, { basename, hydrationData: { loaderData } });
React.startTransition(() => {
  hydrateRoot(document.body, React.createElement(RouterProvider, { router }), {
    // A boundary the server left to the client (`<!--$!-->`, React's error 419) is rendered here
    // as the site's client renders it; anything else means the tree does not match the page.
    onRecoverableError: (error) => {
      if (!String(error?.message).includes('419')) console.error('hydration floor:', error);
    },
  });
});
