import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { ContentKindName } from '@corp/shared/contracts';
import type { MediaAsset } from './api-types';

export interface ReferenceOption {
  /** The referenced item's key, as text (`6`, `flow`). */
  value: string;
  label: string;
}

/**
 * What the form needs from the server besides the item: the items of a referenced kind (GET
 * /admin/api/content/:kind) and the media library's images (GET /admin/api/media). The admin
 * app gives RTK Query hooks; stories and tests give fixed lists.
 */
export interface ContentServices {
  useReferenceOptions: (kind: ContentKindName) => {
    options: readonly ReferenceOption[];
    loading: boolean;
  };
  useMediaAssets: (query: { q: string; kind?: MediaAsset['kind'] }) => {
    assets: readonly MediaAsset[];
    loading: boolean;
  };
}

const ContentServicesContext = createContext<ContentServices | null>(null);

export function ContentServicesProvider({
  services,
  children,
}: {
  services: ContentServices;
  children: ReactNode;
}) {
  return <ContentServicesContext value={services}>{children}</ContentServicesContext>;
}

export function useContentServices(): ContentServices {
  const services = useContext(ContentServicesContext);
  if (!services) throw new Error('useContentServices needs a ContentServicesProvider');
  return services;
}
