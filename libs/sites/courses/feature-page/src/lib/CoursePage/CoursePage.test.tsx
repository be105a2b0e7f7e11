import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { ServedCourseProgram, ServedCourseSpeaker } from '@corp/shared/contracts';
import { I18nProvider } from '@corp/shared/i18n';
import { PublicConfigContext } from '@corp/shared/document';
import type { ModalRegistry, ModalRenderProps } from '@corp/shared/modals';
import { ModalProvider, modalNames } from '@corp/shared/modals';
import { renderPage, seed } from '@corp/shared/page-parts/testing';
import { CoursePage } from './CoursePage';

const program = (code: 'machine' | 'mount', locale: 'en' | 'ru' = 'en') =>
  seed<ServedCourseProgram>('courseProgram', locale).find(
    (p) => p.code === code,
  ) as ServedCourseProgram;
const speakers = (code: 'machine' | 'mount') =>
  seed<ServedCourseSpeaker>('courseSpeakers').filter((s) => s.course === code);

/** Stands in for every dialog: its name and the data the page opened it with. */
const testModals: ModalRegistry = Object.fromEntries(
  modalNames.map((name) => [
    name,
    ({ data }: ModalRenderProps) => (
      <div role="dialog" aria-label="opened" data-modal={name}>
        {JSON.stringify(data)}
      </div>
    ),
  ]),
);

function renderLanding(course: 'machine' | 'mount', accountUrl?: string) {
  return render(
    <I18nProvider locale="ru">
      <PublicConfigContext.Provider
        value={accountUrl ? { courseAccountUrlMachine: accountUrl } : {}}
      >
        <MemoryRouter>
          <ModalProvider registry={testModals}>
            <CoursePage
              locale="ru"
              course={course}
              host="landing"
              program={program(course, 'ru')}
              speakers={speakers(course)}
            />
          </ModalProvider>
        </MemoryRouter>
      </PublicConfigContext.Provider>
    </I18nProvider>,
  );
}

const opened = () => {
  const dialog = screen.getByRole('dialog', { name: 'opened' });
  return { name: dialog.getAttribute('data-modal'), data: JSON.parse(dialog.textContent ?? '') };
};

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

describe('CoursePage on the main site', () => {
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
    // The course's own picture in the hero, drawn for it (not another course's).
    const hero = screen.getByRole('heading', { level: 1 }).closest('[data-hero]') as HTMLElement;
    const picture = hero.querySelector('img:not([src^="data:"])');
    expect(picture?.getAttribute('src')).toBe(program('machine').image.desktop);
    expect(program('machine').image.desktop).not.toBe(program('mount').image.desktop);
    const programme = within(screen.getByRole('region', { name: 'Programme' }));
    const modules = programme.getAllByRole('button', { name: /^Module \d/ });
    expect(modules).toHaveLength(6);
    expect(modules[0]).toHaveAttribute('aria-expanded', 'true');
    expect(modules[0]).toHaveTextContent('10 h');
    expect(programme.getByText('Workload, hours').nextSibling).toHaveTextContent('84');
    expect(programme.getByText('Duration, weeks').nextSibling).toHaveTextContent(
      String(program('machine').durationWeeks),
    );
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

describe('CoursePage on the course landing', () => {
  it('registers through the dialog, naming the course, without the main site crumbs', () => {
    renderLanding('mount');
    expect(screen.queryByRole('navigation', { name: 'Навигационная цепочка' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Записаться на курс' })).toBeNull();
    const buttons = screen.getAllByRole('button', { name: 'Зарегистрироваться на курс' });
    expect(buttons).toHaveLength(2);
    fireEvent.click(buttons[1] as HTMLElement);
    expect(opened()).toEqual({
      name: 'send-request',
      data: {
        title: 'Регистрация на курс',
        subtitle: 'Практикум «Цифровой рудник»',
        customData: { course: 'mount' },
      },
    });
  });

  it("opens a module's details: its paragraphs and the course platform's link", () => {
    renderLanding('machine', 'https://learn.example.com/machine');
    const first = program('machine', 'ru').modules[0];
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Подробнее о модуле' })[0] as HTMLElement,
    );
    const { name, data } = opened();
    expect(name).toBe('learnMore');
    expect(data.title).toBe(first?.title);
    expect(data.paragraphs[0]).toBe(first?.description);
    expect(data.paragraphs[1]).toContain(first?.lessons[0]);
    expect(data.link).toEqual({ href: 'https://learn.example.com/machine' });
  });
});
