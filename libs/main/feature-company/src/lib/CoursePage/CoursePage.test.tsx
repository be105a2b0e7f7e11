import { screen, within } from '@testing-library/react';
import type { ServedCourseProgram, ServedCourseSpeaker } from '@corp/shared/contracts';
import { renderPage, seed } from '../testing/render-page.test-support';
import { CoursePage } from './CoursePage';

const program = (code: 'machine' | 'mount', locale: 'en' | 'ru' = 'en') =>
  seed<ServedCourseProgram>('courseProgram', locale).find(
    (p) => p.code === code,
  ) as ServedCourseProgram;
const speakers = (code: 'machine' | 'mount') =>
  seed<ServedCourseSpeaker>('courseSpeakers').filter((s) => s.course === code);

describe('CoursePage', () => {
  it('shows the course programme with its modules, open at the first', () => {
    renderPage(
      <CoursePage
        locale="en"
        course="machine"
        program={program('machine')}
        speakers={speakers('machine')}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Digital Production 2.0: from machine data to a managed shop',
    );
    const programme = within(screen.getByRole('region', { name: 'Programme' }));
    const modules = programme.getAllByRole('button', { name: /^Module \d/ });
    expect(modules).toHaveLength(6);
    expect(modules[0]).toHaveAttribute('aria-expanded', 'true');
    expect(modules[0]).toHaveTextContent('10 h');
    expect(programme.getByText('Workload, hours').nextSibling).toHaveTextContent('84');
  });

  it('invites the visitor to sign up through the contact form and introduces the speakers', () => {
    renderPage(
      <CoursePage
        locale="ru"
        course="mount"
        program={program('mount', 'ru')}
        speakers={speakers('mount')}
      />,
      'ru',
    );
    const crumbs = within(screen.getByRole('navigation', { name: 'Навигационная цепочка' }));
    expect(crumbs.getByRole('link', { name: 'Академия' })).toHaveAttribute('href', '/ru/academy/');
    expect(crumbs.getByText('Практикум «Цифровой рудник»')).toHaveAttribute('aria-current', 'page');
    for (const link of screen.getAllByRole('link', { name: 'Записаться на курс' })) {
      expect(link).toHaveAttribute('href', '#contact-form');
    }
    expect(screen.getByRole('link', { name: 'Смотреть программу' })).toHaveAttribute(
      'href',
      '#program',
    );
    expect(
      within(screen.getByRole('region', { name: 'Спикеры' })).getAllByRole('article'),
    ).toHaveLength(speakers('mount').length);
  });
});
