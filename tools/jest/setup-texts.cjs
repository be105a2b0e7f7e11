// A page loads its locale's texts before it renders (the server before rendering, the browser
// before hydrating: `loadTexts` in @corp/shared/i18n); tests render at once, so the texts of every
// namespace the test file's imports registered are loaded first, in every locale. So are both
// country name lists, which a form loads when it first renders (`useCountryNames`).
beforeAll(() => {
  const i18n = require('@corp/shared/i18n');
  return Promise.all([
    i18n.loadAllTexts(),
    i18n.loadCountryNames('en'),
    i18n.loadCountryNames('ru'),
  ]);
});
