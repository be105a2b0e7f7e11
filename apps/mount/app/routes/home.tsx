import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { CoursePage, loadCoursePage } from '@corp/sites/courses/feature-page';
import { seoMeta } from '@corp/shared/document';

/** Spec §2.3 the mount course landing at /praktikum/: the same course page as the main site's /mount/. */
export const loader = (args: LoaderFunctionArgs) =>
  loadCoursePage(args, 'mount', { site: 'mount', locale: 'ru' });

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Home() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  return <CoursePage {...page} host="landing" />;
}
