require('@testing-library/jest-dom');

// `findBy…` and `waitFor` wait up to 5 s (Testing Library's default is 1 s): a page that renders
// after lazy modules and a mocked fetch is slower on a machine running the whole suite on two
// cores, and a wait that gives up too early fails a test that would pass. No test asserts a
// duration; the wait ends as soon as what it looks for is there.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
