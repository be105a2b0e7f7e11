import { index, layout, route } from '@react-router/dev/routes';
import type { RouteConfig } from '@react-router/dev/routes';

/**
 * The admin's pages, under the `/admin/` basename (/work/notes/editorial-api.md, "Admin app").
 * Each route module in routes/ is one line: the page comes from a library
 * (@corp/admin/feature-shell, @corp/admin/feature-content, @corp/admin/feature-leads).
 */
export default [
  // Before signing in.
  route('sign-in', 'routes/sign-in.tsx', { id: 'sign-in' }),
  route('invite/:token', 'routes/invite.tsx', { id: 'invite' }),

  // Signed in: header, navigation, session check (a 401 anywhere returns to sign-in).
  layout('routes/shell.tsx', { id: 'shell' }, [
    index('routes/dashboard.tsx', { id: 'dashboard' }),
    route('users', 'routes/users.tsx', { id: 'users' }),
    route('audit', 'routes/audit.tsx', { id: 'audit' }),

    // Content and media (@corp/admin/feature-content).
    route('content/:kind', 'routes/content-list.tsx', { id: 'content-list' }),
    route('content/:kind/:key', 'routes/content-item.tsx', { id: 'content-item' }),
    route('media', 'routes/media.tsx', { id: 'media' }),

    // The sales inbox and data subjects' requests (@corp/admin/feature-leads).
    route('leads', 'routes/leads.tsx', { id: 'leads' }),
    route('leads/:id', 'routes/lead.tsx', { id: 'lead' }),
    route('privacy', 'routes/privacy.tsx', { id: 'privacy' }),

    route('*', 'routes/not-found.tsx', { id: 'not-found' }),
  ]),
] satisfies RouteConfig;
