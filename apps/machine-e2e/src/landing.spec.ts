import { courseLandingPageTests } from '@corp/shared/testing-e2e';
import { landing } from './origins';

// Issue 15: the machine course landing through the web server (the checks both landings share),
// with axe, the not-found page in the site's layout and valid HTML (issue 16, spec §2.6).
courseLandingPageTests(landing);
