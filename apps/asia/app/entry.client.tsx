import { hydrateSite } from '@corp/shared/layout/client';

hydrateSite();
