import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCompanyTexts } from '../company-texts';
import { academyProps } from '../testing/page-props';
import { renderPage } from '../testing/render-page.test-support';
import { AcademyPage, academyAnchors } from './AcademyPage';

const props = academyProps;

describe('AcademyPage', () => {
  it('presents both courses with their programmes and a link to each course page', async () => {
    const user = userEvent.setup();
    renderPage(<AcademyPage {...props('ru')} />, 'ru');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Академия «Феррум Диджитал»',
    );
    const courses = within(screen.getByRole('region', { name: 'Курсы' }));
    const machine = within(
      courses.getByRole('article', {
        name: 'Цифровое производство 2.0: от данных станков к управляемому цеху',
      }),
    );
    expect(machine.getByRole('link', { name: /О курсе/ })).toHaveAttribute('href', '/ru/machine/');
    expect(machine.getByText('Длительность, недель').nextSibling).toHaveTextContent('12');
    const module = machine.getByRole('button', { name: /Модуль 1\. Цифровой цех/ });
    expect(module).toHaveAttribute('aria-expanded', 'false');
    await user.click(module);
    expect(module).toHaveAttribute('aria-expanded', 'true');
    expect(machine.getByText('Цех как информационная система')).toBeVisible();
    expect(courses.getByRole('link', { name: /О практикуме/ })).toHaveAttribute(
      'href',
      '/ru/mount/',
    );
  });

  it('shows the speakers and the academy news', () => {
    renderPage(<AcademyPage {...props('en')} />);
    const speakers = within(screen.getByRole('region', { name: 'Speakers' }));
    expect(speakers.getAllByRole('article')).toHaveLength(9);
    expect(speakers.getByRole('heading', { name: 'Elena Belova' })).toBeInTheDocument();
    const news = within(screen.getByRole('region', { name: 'Academy and research news' }));
    expect(news.getAllByRole('article')).toHaveLength(3);
  });

  it('gives the side menu its sections, each an anchor on the page', () => {
    function Anchors() {
      return (
        <ul>
          {academyAnchors(useCompanyTexts(), props('en')).map((anchor) => (
            <li key={anchor.id}>
              <a href={`#${anchor.id}`}>{anchor.label}</a>
            </li>
          ))}
        </ul>
      );
    }
    renderPage(
      <>
        <Anchors />
        <AcademyPage {...props('en')} />
      </>,
    );
    const anchors = screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('#'));
    const menu = anchors.slice(0, 4);
    expect(menu.map((link) => link.textContent)).toEqual([
      'Courses',
      'Speakers',
      'Academy and research news',
      'Train your team with us',
    ]);
    for (const link of menu) {
      expect(document.querySelector(link.getAttribute('href') as string)?.tagName).toBe('SECTION');
    }
  });
});
