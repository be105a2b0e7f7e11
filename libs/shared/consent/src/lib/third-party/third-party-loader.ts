import { useEffect } from 'react';
import type { PublicConfig } from '@corp/shared/contracts';
import type { ConsentCategory } from '../consent-state';
import { onConsentChange, readConsent } from '../consent-state';
import type { ThirdPartyPiece } from './third-party-registry';
import { thirdPartyPieces } from './third-party-registry';

export interface ThirdPartyLoaderOptions {
  /** The page's CSP nonce; read from the page's own scripts by default. */
  nonce?: string;
  /** When to add the scripts; an idle callback by default (a timeout where there is none). */
  schedule?: (task: () => void) => void;
  /** The registry (tests). */
  pieces?: readonly ThirdPartyPiece[];
}

/** The nonce the server gave this response, as the browser keeps it (`element.nonce`). */
export function pageNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(() => task(), { timeout: 5000 });
  else window.setTimeout(task, 1);
}

/** Scripts this tab has added (by URL): each piece loads once, whatever mounts the loader. */
const added = new Set<string>();

/** Adds `<script async src nonce>` once per URL. */
export function loadScript(src: string, nonce: string | undefined): void {
  if (added.has(src)) return;
  added.add(src);
  if (Array.from(document.scripts).some((script) => script.getAttribute('src') === src)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}

/**
 * Loads each configured piece of the registry once its category is accepted: at once (in an
 * idle callback) when an earlier visit accepted it, otherwise when the visitor chooses. Call it
 * after hydration. Returns the unsubscribe.
 */
export function startThirdPartyLoader(
  config: PublicConfig,
  { nonce, schedule = whenIdle, pieces = thirdPartyPieces }: ThirdPartyLoaderOptions = {},
): () => void {
  let active = true;
  const load = (accepted: ReadonlySet<ConsentCategory>) => {
    const due = pieces.flatMap((piece) => {
      const src = piece.script?.(config);
      return src && accepted.has(piece.category) ? [{ piece, src }] : [];
    });
    if (!due.length) return;
    schedule(() => {
      if (!active) return;
      const scriptNonce = nonce ?? pageNonce();
      for (const { piece, src } of due) {
        if (added.has(src)) continue;
        piece.prepare?.();
        loadScript(src, scriptNonce);
      }
    });
  };
  const { decided, categories } = readConsent();
  if (decided) load(categories);
  const unsubscribe = onConsentChange((chosen) => load(new Set(chosen)));
  return () => {
    active = false;
    unsubscribe();
  };
}

/** `startThirdPartyLoader` for a component: starts after hydration, stops on unmount. */
export function useThirdPartyLoader(config: PublicConfig): void {
  // The config comes from the root loader once per page load: its content is the dependency.
  const key = JSON.stringify(config);
  useEffect(() => startThirdPartyLoader(JSON.parse(key) as PublicConfig), [key]);
}

/** Forgets the scripts added so far (tests). */
export function resetLoadedScripts(): void {
  added.clear();
}
