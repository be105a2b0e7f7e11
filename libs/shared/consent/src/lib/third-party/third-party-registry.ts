import type { PublicConfig } from '@corp/shared/contracts';
import type { ConsentCategory } from '../consent-state';
import { METRIKA_SCRIPT, metrika } from './metrika';

export type ThirdPartyId =
  | 'captcha'
  | 'fingerprint'
  | 'analytics'
  | 'call-tracking'
  | 'pixel'
  | 'ad-loader'
  | 'marketing-automation'
  | 'chat';

export interface ThirdPartyPiece {
  id: ThirdPartyId;
  /** The consent category that must be accepted before the piece loads. */
  category: ConsentCategory;
  /** The script the loader adds, or undefined when the piece is not configured (never loads). */
  script?: (config: PublicConfig) => string | undefined;
  /** Runs just before the script is added (a queue the script drains once it has loaded). */
  prepare?: () => void;
  /** For pieces the loader does not add itself: where they are loaded. */
  loadedBy?: string;
}

/**
 * Spec §1's third-party pieces and their consent categories (ADR 0011). A piece whose setting
 * is absent from the public config never loads.
 */
export const thirdPartyPieces: readonly ThirdPartyPiece[] = [
  {
    id: 'captcha',
    category: 'required',
    loadedBy: 'the forms (`CaptchaProvider`), when a form of a configured site key mounts',
  },
  {
    id: 'fingerprint',
    category: 'required',
    loadedBy: 'the cookie alert: FingerprintJS (npm, bundled), imported when the visitor chooses',
  },
  {
    id: 'analytics',
    category: 'analytical',
    script: (config) => (config.analyticsId ? METRIKA_SCRIPT : undefined),
    prepare: () => void metrika(),
  },
  { id: 'call-tracking', category: 'analytical', script: (config) => config.callTrackingScriptUrl },
  { id: 'pixel', category: 'marketing', script: (config) => config.pixelScriptUrl },
  { id: 'ad-loader', category: 'marketing', script: (config) => config.adLoaderScriptUrl },
  {
    id: 'marketing-automation',
    category: 'marketing',
    script: (config) => config.marketingScriptUrl,
  },
  { id: 'chat', category: 'marketing', script: (config) => config.chatScriptUrl },
];
