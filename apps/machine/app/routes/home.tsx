import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { CoursePage, loadCoursePage } from '@corp/sites/courses/feature-page';
import { seoMeta } from '@corp/shared/document';

/** Spec §2.3 the machine course landing at /2.0/: the same course page as the main site's /machine/. */
export const loader = (args: LoaderFunctionArgs) =>
  loadCoursePage(args, 'machine', { site: 'machine', locale: 'ru' });

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Home() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  return <CoursePage {...page} host="landing" />;
}
