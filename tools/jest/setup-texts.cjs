// A page loads its locale's texts before it renders (the server before rendering, the browser
// before hydrating: `loadTexts` in @corp/shared/i18n); tests render at once, so the texts of every
// namespace the test file's imports registered are loaded first, in every locale.
beforeAll(() => require('@corp/shared/i18n').loadAllTexts());
