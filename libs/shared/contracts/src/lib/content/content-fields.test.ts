import { z } from 'zod/mini';
import { imageSchema } from './common.schema';
import { contentFieldMeta } from './content-fields';
import { productCodeSchema } from './products.schema';
import { marketingIndustryRefSchema, paragraphSchema } from './publication-refs.schema';
import { timeZoneSchema } from './time-zone.schema';

describe('contentFieldMeta', () => {
  it('knows shared schemas wherever a contract uses them', () => {
    expect(contentFieldMeta('events', 'industry', marketingIndustryRefSchema)).toEqual({
      ref: 'industries',
    });
    expect(contentFieldMeta('cases', 'products[]', productCodeSchema)).toEqual({ ref: 'products' });
    expect(contentFieldMeta('events', 'image', imageSchema)).toEqual({ widget: 'image' });
    expect(contentFieldMeta('events', 'text[]', paragraphSchema)).toEqual({ widget: 'multiline' });
    expect(contentFieldMeta('events', 'timeZone', timeZoneSchema)).toEqual({ widget: 'timezone' });
  });

  it("never makes a kind's own key a reference to itself", () => {
    expect(contentFieldMeta('products', 'code', productCodeSchema)).toEqual({});
    expect(contentFieldMeta('products', 'relatedProducts[]', productCodeSchema)).toEqual({
      ref: 'products',
    });
  });

  it('takes inline references from the kind hints and prose from the field name', () => {
    const id = z.number();
    expect(contentFieldMeta('products', 'industries[]', id)).toEqual({ ref: 'industries' });
    expect(contentFieldMeta('products', 'division', id)).toEqual({ ref: 'divisions' });
    expect(contentFieldMeta('webinars', 'description', z.string())).toEqual({
      widget: 'multiline',
    });
    expect(contentFieldMeta('webinars', 'title', z.string())).toEqual({});
  });
});
