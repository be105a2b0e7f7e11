import { renderToString } from 'react-dom/server';
import { fireEvent } from '@testing-library/react';
import { Picture, settlePicturePlaceholders } from './Picture';

const image = { desktop: '/images/a.png', lqip: 'data:image/png;base64,AAAA' };

/** A picture as an island page's server HTML has it: never hydrated. */
function serverPicture(inIsland = false): HTMLElement {
  const html = renderToString(<Picture image={image} alt="A" width={10} height={10} />);
  document.body.innerHTML = inIsland ? `<div data-island="x">${html}</div>` : html;
  return document.body;
}

afterEach(() => {
  document.body.innerHTML = '';
});

it('removes the placeholder of a server-rendered picture once its image loads', () => {
  const page = serverPicture();
  settlePicturePlaceholders();
  expect(page.querySelector('[data-placeholder]')).not.toBeNull();
  fireEvent.load(page.querySelector('picture img') as HTMLImageElement);
  expect(page.querySelector('[data-placeholder]')).toBeNull();
  expect(page.querySelector('[data-loaded]')).not.toBeNull();
});

it('leaves a picture inside an island to React', () => {
  const page = serverPicture(true);
  settlePicturePlaceholders();
  fireEvent.load(page.querySelector('picture img') as HTMLImageElement);
  expect(page.querySelector('[data-placeholder]')).not.toBeNull();
});
