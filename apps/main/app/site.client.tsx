import { hydrateSite } from '@corp/shared/document/client';

hydrateSite();
