import type { Route } from './+types/home';
import { CoursePage } from '@corp/sites/courses/feature-page';
import { loadCoursePage } from '@corp/sites/courses/feature-page/server';
import { seoMeta } from '@corp/shared/document';

/** Spec §2.3 the mount course landing at /praktikum/: the same course page as the main site's /mount/. */
export const loader = (args: Route.LoaderArgs) =>
  loadCoursePage(args, 'mount', { site: 'mount', locale: 'ru' });

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { seo: _seo, ...page } = loaderData;
  return <CoursePage {...page} host="landing" />;
}
