import { describeStoriesA11y } from '@corp/shared/page-parts/stories-a11y';

// Every story of this library, in its locale, has no axe-core violations.
describeStoriesA11y(__dirname);
