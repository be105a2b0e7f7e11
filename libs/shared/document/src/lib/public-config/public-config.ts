import { createContext, useContext } from 'react';
import type { PublicConfig } from '@corp/shared/contracts';

/** The page's public settings of third-party services (see `publicConfigFrom`). */
export const PublicConfigContext = createContext<PublicConfig>({});

export const usePublicConfig = () => useContext(PublicConfigContext);
