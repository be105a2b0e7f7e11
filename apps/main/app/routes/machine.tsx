import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useLoaderData } from 'react-router';
import { CoursePage, loadCoursePage } from '@corp/sites/courses/feature-page';
import { seoMeta } from '@corp/shared/document';

/** Spec §2.2 `/machine/` on the main site: the digital-production course, its programme and speakers. */
export const loader = (args: LoaderFunctionArgs) => loadCoursePage(args, 'machine');

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function MachineRoute() {
  const { seo: _seo, ...page } = useLoaderData<typeof loader>();
  return <CoursePage {...page} />;
}
