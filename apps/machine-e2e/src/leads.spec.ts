import { courseRegistrationTests } from '@corp/shared/testing-e2e';
import { landing } from './origins';

// Issue 15: a registration on the machine landing reaches the marketing export with the course.
courseRegistrationTests(landing);
