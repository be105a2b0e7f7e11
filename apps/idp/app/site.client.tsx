// A page that hydrates whole (the error page): React Router and the whole document.
import { hydrateSite } from '@corp/shared/document/client';

hydrateSite();
