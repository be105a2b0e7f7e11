import type { Route } from './+types/mount';
import { CoursePage } from '@corp/sites/courses/feature-page';
import { loadCoursePage } from '@corp/sites/courses/feature-page/server';
import { seoMeta } from '@corp/shared/document';

/** Spec §2.2 `/mount/` on the main site: the digital-mining practicum, its programme and speakers. */
export const loader = (args: Route.LoaderArgs) => loadCoursePage(args, 'mount');

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function MountRoute({ loaderData }: Route.ComponentProps) {
  const { seo: _seo, ...page } = loaderData;
  return <CoursePage {...page} />;
}
