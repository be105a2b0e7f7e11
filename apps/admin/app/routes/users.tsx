import { UsersPage } from '@corp/admin/feature-shell';

export default UsersPage;
