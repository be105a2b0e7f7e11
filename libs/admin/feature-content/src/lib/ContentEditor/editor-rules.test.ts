import type { SessionUser } from '@corp/admin/data-access';
import { deriveContentForm } from '../schema/derive-fields';
import { eventItem } from '../testing/fixtures-more';
import { apiError, editableLocalesOf, publishErrors } from './ContentEditorPage';
import { initialColumns, issuesByLocale, keyValue, refusalIssues } from './editor-state';

const editor: SessionUser = {
  id: 'u2',
  login: 'ed',
  name: 'Ed',
  role: 'editor',
  sites: ['main'],
  locales: ['ru', 'kz'],
};

describe('publish errors', () => {
  it("reads a 422 invalid_content's errors and gives each locale its issues at their paths", () => {
    const refused = publishErrors({
      status: 422,
      data: {
        code: 'invalid_content',
        message: 'no',
        errors: [
          { locale: 'ru', path: 'name', message: 'name: required' },
          { locale: 'ru', path: 'text.0', message: 'too short' },
          { locale: 'kz', path: '', message: 'unknown key x' },
        ],
      },
    });
    expect(issuesByLocale(refused ?? [])).toEqual({
      ru: [
        { path: 'name', code: 'custom', message: 'name: required' },
        { path: 'text.0', code: 'custom', message: 'too short' },
      ],
      kz: [{ path: '', code: 'custom', message: 'unknown key x' }],
    });
  });

  it("puts the client's own issues at each refused path, the server's words where it finds none", () => {
    const errors = [
      { locale: 'ru' as const, path: 'name', message: 'Invalid input: expected string' },
      { locale: 'ru' as const, path: 'name', message: 'Too small: expected string' },
      { locale: 'ru' as const, path: 'text.0', message: 'too short' },
      { locale: 'kz' as const, path: '', message: 'unknown key x' },
    ];
    const checked: string[] = [];
    const issues = refusalIssues(errors, (locale) => {
      checked.push(locale);
      return locale === 'ru'
        ? [
            { path: 'name', code: 'required', message: '' },
            { path: 'place', code: 'required', message: '' },
          ]
        : [];
    });
    expect(issues).toEqual({
      ru: [
        { path: 'name', code: 'required', message: '' },
        { path: 'text.0', code: 'custom', message: 'too short' },
      ],
      kz: [{ path: '', code: 'custom', message: 'unknown key x' }],
    });
    expect(checked).toEqual(['ru', 'kz']);
  });

  it('leaves other failures to the general error, with the API message', () => {
    expect(
      publishErrors({ status: 403, data: { code: 'forbidden', message: 'Not yours' } }),
    ).toBeUndefined();
    expect(
      apiError({ status: 403, data: { code: 'forbidden', message: 'Not yours' } }).message,
    ).toBe('Not yours');
    expect(apiError({ status: 'FETCH_ERROR', error: 'down' }).message).toBe('The network failed');
  });
});

describe('who may write what', () => {
  it('gives administrators every locale and editors their locales of their sites only', () => {
    expect(editableLocalesOf({ ...editor, role: 'admin' }, 'asia')).toEqual([
      'en',
      'ru',
      'de',
      'kz',
    ]);
    expect(editableLocalesOf(editor, 'main')).toEqual(['ru', 'kz']);
    expect(editableLocalesOf(editor, 'asia')).toEqual([]);
    expect(editableLocalesOf({ ...editor, role: 'sales' }, 'main')).toEqual([]);
    expect(editableLocalesOf(null, 'main')).toEqual([]);
  });

  it('opens the first two locales the user writes, else English and Russian', () => {
    expect(initialColumns(['ru', 'kz'])).toEqual(['ru', 'kz']);
    expect(initialColumns(['kz'])).toEqual(['kz', 'en']);
    expect(initialColumns([])).toEqual(['en', 'ru']);
  });
});

describe('keyValue', () => {
  it("keeps the key field's type: a code as text, an id as a number", () => {
    expect(keyValue(deriveContentForm('events'), eventItem())).toBe('partner-day-2027');
    const news = { ...eventItem(), key: '42', locales: {} };
    expect(keyValue(deriveContentForm('news'), news)).toBe(42);
  });
});
