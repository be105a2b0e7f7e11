import type { ServedPhotogalleryFilter, ServedPhotogallerySection } from '@corp/shared/contracts';
import { Select } from '@corp/shared/ui';
import { useGalleriesTexts } from '../PresskitGalleries/galleries-texts';
import styles from './PhotogalleryFilters.module.scss';

/** The chosen filters of the gallery list; `''` is "all". */
export interface GalleryFilterValue {
  section: string;
  year: string;
  tag: string;
}

export const NO_GALLERY_FILTER: GalleryFilterValue = { section: '', year: '', tag: '' };

export interface PhotogalleryFiltersProps {
  /** `GET /photogalleries/sections/`: the section buttons. */
  sections: readonly ServedPhotogallerySection[];
  /** `GET /photogalleries/filters/`: its year and tag groups become selects. */
  filters: readonly ServedPhotogalleryFilter[];
  value: GalleryFilterValue;
  onChange: (value: GalleryFilterValue) => void;
}

/** The photo galleries' section switch and their year and tag filters. */
export function PhotogalleryFilters({
  sections,
  filters,
  value,
  onChange,
}: PhotogalleryFiltersProps) {
  const t = useGalleriesTexts();
  const group = (code: 'year' | 'tag') => filters.find((filter) => filter.code === code);
  const sectionChoices = [
    { id: '', name: t('allSections') },
    ...sections.map((section) => ({ id: String(section.id), name: section.name })),
  ];
  return (
    <div className={styles['filters']}>
      <div className={styles['sections']} role="group" aria-label={t('sectionsLabel')}>
        {sectionChoices.map((section) => (
          <button
            key={section.id || 'all'}
            type="button"
            className={styles['section']}
            aria-pressed={value.section === section.id}
            onClick={() => onChange({ ...value, section: section.id })}
          >
            {section.name}
          </button>
        ))}
      </div>
      <div className={styles['selects']}>
        {(['year', 'tag'] as const).map((code) => {
          const filter = group(code);
          if (!filter) return null;
          const all = t(code === 'year' ? 'allYears' : 'allTags');
          return (
            <Select
              key={code}
              className={styles['select']}
              label={filter.title}
              placeholder={all}
              value={value[code]}
              options={[
                { value: '', label: all },
                ...filter.options.map((option) => ({
                  value: option.value,
                  label: code === 'tag' ? `#${option.label}` : option.label,
                })),
              ]}
              onChange={(next) => onChange({ ...value, [code]: next })}
            />
          );
        })}
      </div>
    </div>
  );
}
