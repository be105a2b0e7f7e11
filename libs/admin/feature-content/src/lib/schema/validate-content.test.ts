import { validEvent } from '../testing/fixtures';
import { deriveContentForm } from './derive-fields';
import { cleanObject, emptyItem } from './form-values';
import { issuesAt, validateContent } from './validate-content';

describe('validateContent', () => {
  it('passes a complete event', () => {
    expect(validateContent('events', validEvent())).toEqual([]);
  });

  it('names each field with its problem, at the path the server uses', () => {
    const issues = validateContent(
      'events',
      validEvent({
        name: '',
        text: ['short'],
        format: 'space',
        program: [{ time: '10', title: '' }],
      }),
    );
    expect(issuesAt(issues, 'name')).toEqual([expect.objectContaining({ code: 'required' })]);
    expect(issuesAt(issues, 'text.0')).toEqual([
      expect.objectContaining({ code: 'tooShort', params: { limit: 20 } }),
    ]);
    expect(issuesAt(issues, 'format')).toEqual([expect.objectContaining({ code: 'choice' })]);
    expect(issuesAt(issues, 'program.0.time')).toEqual([
      expect.objectContaining({ code: 'format', message: 'must be HH:MM or HH:MM–HH:MM' }),
    ]);
    expect(issuesAt(issues, 'program.0.title')).toEqual([
      expect.objectContaining({ code: 'required' }),
    ]);
    expect(issuesAt(issues, 'program', false)).toHaveLength(2);
  });

  it("reports a missing field as required and keeps the contract's refinement message", () => {
    const { name: _name, ...withoutName } = validEvent();
    expect(issuesAt(validateContent('events', withoutName), 'name')).toEqual([
      expect.objectContaining({ code: 'required' }),
    ]);
    const issues = validateContent('events', validEvent({ endDate: '2027-04-14T10:00:00+03:00' }));
    expect(issues).toEqual([
      expect.objectContaining({
        path: 'endDate',
        code: 'custom',
        message: 'endDate must not be before startDate',
      }),
    ]);
  });

  it('names unknown keys and lists that are too short', () => {
    const issues = validateContent('events', validEvent({ text: [], extra: 1 }));
    expect(issuesAt(issues, '')).toEqual([
      expect.objectContaining({ code: 'unknownKeys', params: { keys: 'extra' } }),
    ]);
    expect(issuesAt(issues, 'text')).toEqual([
      expect.objectContaining({ code: 'tooFew', params: { limit: 1 } }),
    ]);
  });
});

describe('form values', () => {
  const { fields } = deriveContentForm('events');

  it('starts a new item with its required fields empty', () => {
    const item = emptyItem(fields);
    expect(item).toMatchObject({
      name: '',
      text: [],
      hasDropEmail: false,
      background: { raw: '' },
    });
    expect(item).not.toHaveProperty('program');
    expect(item).not.toHaveProperty('dropEmailUrl');
  });

  it('leaves out emptied optional fields and keeps what the form does not know', () => {
    const cleaned = cleanObject(fields, {
      ...validEvent(),
      dropEmailUrl: '',
      program: [{ time: '10:00', title: 'Opening', speaker: '' }],
      legacy: 'kept',
    });
    expect(cleaned).not.toHaveProperty('dropEmailUrl');
    expect(cleaned['program']).toEqual([{ time: '10:00', title: 'Opening' }]);
    expect(cleaned['legacy']).toBe('kept');
    const { legacy: _legacy, ...known } = cleaned;
    expect(validateContent('events', known)).toEqual([]);
  });

  it('turns an emptied nullable field into null', () => {
    const { fields: productFields } = deriveContentForm('products');
    expect(cleanObject(productFields, { knowMore: '' })['knowMore']).toBeNull();
  });
});
