import { describeStoriesA11y } from '@corp/shared/page-parts/stories-a11y';

// A dialog puts the scroll position back when it closes; jsdom does no scrolling.
window.scrollTo = () => undefined;

// Every story of this library, in its language, has no axe-core violations.
describeStoriesA11y(__dirname);
