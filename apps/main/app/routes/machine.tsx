import type { Route } from './+types/machine';
import { CoursePage } from '@corp/sites/courses/feature-page';
import { loadCoursePage } from '@corp/sites/courses/feature-page/server';
import { seoMeta } from '@corp/shared/document';

/** Spec §2.2 `/machine/` on the main site: the digital-production course, its programme and speakers. */
export const loader = (args: Route.LoaderArgs) => loadCoursePage(args, 'machine');

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function MachineRoute({ loaderData }: Route.ComponentProps) {
  const { seo: _seo, ...page } = loaderData;
  return <CoursePage {...page} />;
}
