import { courseLandingTests } from '@corp/shared/testing-e2e';
import { landing } from './origins';

// Issue 15: the machine course landing through the web server (the checks both landings share).
courseLandingTests(landing);
