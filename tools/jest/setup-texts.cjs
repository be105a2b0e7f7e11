// A page loads its locale's texts before it renders (the server before rendering, the browser
// before hydrating: `loadTexts` in @corp/shared/i18n); tests render at once, so the texts of every
// namespace the test file's imports added are loaded first, in every locale. So are the
// country name lists of every locale, which a form loads when it first renders (`useCountryNames`).
beforeAll(() => {
  const i18n = require('@corp/shared/i18n');
  return Promise.all([
    i18n.loadTexts(i18n.locales),
    ...i18n.locales.map((locale) => i18n.loadCountryNames(locale)),
  ]);
});
