import { fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type { ServedCourseProgram, ServedCourseSpeaker } from '@corp/shared/contracts';
import { I18nProvider } from '@corp/shared/i18n';
import { seed } from '@corp/shared/page-parts/testing';
import LandingLayout from './landing-layout';
import Home, { meta } from './home';

const program = seed<ServedCourseProgram>('courseProgram', 'ru').find(
  (item) => item.code === 'mount',
) as ServedCourseProgram;
const speakers = seed<ServedCourseSpeaker>('courseSpeakers').filter(
  (speaker) => speaker.course === 'mount',
);

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

describe('mount landing', () => {
  jest.setTimeout(30_000);

  it('renders the course page in the digital-landing layout, registering through the dialog', async () => {
    const Stub = createRoutesStub([
      {
        Component: LandingLayout,
        children: [
          {
            path: '/praktikum/',
            Component: Home,
            HydrateFallback: () => null,
            loader: () => ({ locale: 'ru', course: 'mount', program, speakers }),
          },
        ],
      },
    ]);
    render(
      <I18nProvider locale="ru">
        <Stub initialEntries={['/praktikum/']} />
      </I18nProvider>,
    );
    // A busy machine can take more than findBy's default second to render the route.
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toHaveTextContent(
      program.title,
    );
    const programme = within(screen.getByRole('region', { name: 'Программа' }));
    expect(programme.getByText('Длительность, недель').nextSibling).toHaveTextContent(
      String(program.durationWeeks),
    );
    const header = within(screen.getAllByRole('banner')[0] as HTMLElement);
    expect(header.getByRole('button', { name: 'Зарегистрироваться' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    expect(header.queryByRole('link', { name: 'Личный кабинет' })).toBeNull();
    fireEvent.click(
      screen.getAllByRole('button', { name: 'Подробнее о модуле' })[0] as HTMLElement,
    );
    expect(await screen.findByRole('dialog')).toHaveTextContent(program.modules[0]?.title ?? '');
  });

  it('gives the page the title and description of its SEO', () => {
    const seo = {
      title: 'T',
      description: 'D',
      canonical: 'https://example.test/praktikum/',
      alternates: [],
      lang: 'ru',
    };
    const tags = meta({ loaderData: { seo } } as unknown as Parameters<typeof meta>[0]) ?? [];
    expect(tags).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'T' }),
        expect.objectContaining({ name: 'description', content: 'D' }),
      ]),
    );
  });
});
