import type { ContentKindName } from '@corp/shared/contracts';
import { contentKindNames, deriveContentForm } from './derive-fields';
import type { FieldNode, FieldSpec } from './field-spec';

function field(fields: readonly FieldSpec[], path: string): FieldSpec {
  const [head, ...rest] = path.split('.');
  const found = fields.find((each) => each.name === head);
  if (!found) throw new Error(`no field ${path}`);
  if (rest.length === 0) return found;
  const node = found.node.type === 'list' ? found.node.item : found.node;
  if (node.type !== 'group') throw new Error(`${head} is not a group`);
  return field(node.fields, rest.join('.'));
}

function countJson(node: FieldNode): number {
  if (node.type === 'json') return 1;
  if (node.type === 'group')
    return node.fields.reduce((sum, each) => sum + countJson(each.node), 0);
  if (node.type === 'list') return countJson(node.item);
  return 0;
}

describe('deriveContentForm', () => {
  it.each(contentKindNames)('derives a form for every field of %s', (kind: ContentKindName) => {
    const spec = deriveContentForm(kind);
    expect(spec.fields.length).toBeGreaterThan(1);
    // The key field is there and read-only; every value has a control (nothing falls to JSON).
    expect(spec.fields.find((each) => each.name === spec.keyField)?.readOnly).toBe(true);
    expect(spec.fields.reduce((sum, each) => sum + countJson(each.node), 0)).toBe(0);
  });

  describe('events', () => {
    const { fields } = deriveContentForm('events');
    it('marks required and optional fields from the contract', () => {
      expect(field(fields, 'name').required).toBe(true);
      expect(field(fields, 'dropEmailUrl').required).toBe(false);
      expect(field(fields, 'program').required).toBe(false);
      expect(field(fields, 'program.title').required).toBe(true);
      expect(field(fields, 'program.speaker').required).toBe(false);
    });
    it('turns enums into selects and the industry into a picker of industries', () => {
      expect(field(fields, 'format').node).toEqual({
        type: 'select',
        options: ['online', 'offline', 'hybrid'],
      });
      expect(field(fields, 'target').node).toEqual({
        type: 'select',
        options: ['_blank', '_self'],
      });
      expect(field(fields, 'industry').node).toEqual({
        type: 'reference',
        to: 'industries',
        valueType: 'number',
      });
    });
    it('edits dates with their offset, the image from the media library, prose in a box', () => {
      expect(field(fields, 'startDate').node).toEqual({ type: 'datetime', dateAllowed: false });
      expect(field(fields, 'image').node).toEqual({ type: 'image' });
      expect(field(fields, 'previewText').node).toMatchObject({ type: 'text', multiline: true });
      expect(field(fields, 'name').node).toMatchObject({
        type: 'text',
        multiline: false,
        minLength: 1,
      });
      expect(field(fields, 'text').node).toMatchObject({
        type: 'list',
        minItems: 1,
        item: { type: 'text', multiline: true, minLength: 20 },
      });
      expect(field(fields, 'hasDropEmail').node).toEqual({ type: 'boolean' });
      expect(field(fields, 'timeZone').node).toMatchObject({
        type: 'select',
        options: expect.arrayContaining([
          'UTC',
          'Europe/Moscow',
          'Asia/Almaty',
          'Asia/Yekaterinburg',
        ]),
      });
    });
    it('keeps a nested object as a fieldset and a list of objects as repeatable groups', () => {
      expect(field(fields, 'background').node.type).toBe('group');
      expect(field(fields, 'program').node).toMatchObject({
        type: 'list',
        item: { type: 'group' },
      });
      expect(field(fields, 'program.time').node).toMatchObject({ type: 'text' });
      expect((field(fields, 'program.time').node as { pattern?: string }).pattern).toContain(
        '\\d{2}',
      );
      expect(field(fields, 'dropEmailUrl').node).toMatchObject({
        patternMessage: 'must be a site path or an https URL',
      });
    });
  });

  describe('products', () => {
    const { fields, keyField } = deriveContentForm('products');
    it('keeps the key field a read-only select, not a picker of itself', () => {
      expect(keyField).toBe('code');
      expect(field(fields, 'code')).toMatchObject({ readOnly: true, node: { type: 'select' } });
    });
    it('finds references written inline and through shared schemas', () => {
      expect(field(fields, 'division').node).toEqual({
        type: 'reference',
        to: 'divisions',
        valueType: 'number',
      });
      expect(field(fields, 'industries').node).toMatchObject({
        type: 'list',
        minItems: 1,
        item: { type: 'reference', to: 'industries', valueType: 'number' },
      });
      expect(field(fields, 'relatedProducts').node).toMatchObject({
        type: 'list',
        item: { type: 'reference', to: 'products', valueType: 'string' },
      });
    });
    it('reads number bounds, nullable URLs and list sizes', () => {
      expect(field(fields, 'id').node).toMatchObject({
        type: 'number',
        integer: true,
        min: 1,
        max: 28,
      });
      expect(field(fields, 'knowMore')).toMatchObject({
        required: true,
        nullable: true,
        node: { type: 'text', format: 'url' },
      });
      expect(field(fields, 'details.features').node).toMatchObject({ minItems: 3, maxItems: 6 });
      expect(field(fields, 'demo').required).toBe(false);
      expect(field(fields, 'demo.externalLink').node).toMatchObject({ format: 'url' });
      expect(field(fields, 'name').node).toMatchObject({ minLength: 1, maxLength: 60 });
    });
  });

  describe('webinars', () => {
    const { fields } = deriveContentForm('webinars');
    it('reads a refined object as its shape', () => {
      expect(field(fields, 'speakers').node).toMatchObject({
        type: 'list',
        minItems: 1,
        item: { type: 'group' },
      });
      expect(field(fields, 'speakers.name').required).toBe(true);
      expect(field(fields, 'industry').node).toMatchObject({ type: 'reference', to: 'industries' });
      expect(field(fields, 'products').node).toMatchObject({
        item: { type: 'reference', to: 'products' },
      });
      expect(field(fields, 'recording')).toMatchObject({
        required: false,
        node: { type: 'group' },
      });
      expect(field(fields, 'durationMinutes').node).toMatchObject({
        type: 'number',
        integer: true,
        min: 1,
      });
    });
  });

  it('reads a nullable reference and a plain date', () => {
    expect(field(deriveContentForm('media').fields, 'industry')).toMatchObject({
      nullable: true,
      node: { type: 'reference', to: 'industries' },
    });
    expect(field(deriveContentForm('news').fields, 'division')).toMatchObject({
      nullable: true,
      node: { type: 'reference', to: 'divisions' },
    });
    expect(field(deriveContentForm('regulations').fields, 'date').node).toEqual({
      type: 'datetime',
      dateAllowed: true,
    });
    expect(field(deriveContentForm('photogalleries').fields, 'section').node).toMatchObject({
      type: 'reference',
      to: 'photogallerySections',
    });
  });
});
