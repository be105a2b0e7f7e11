import { NotFoundPage } from '@corp/admin/feature-shell';

export default NotFoundPage;
