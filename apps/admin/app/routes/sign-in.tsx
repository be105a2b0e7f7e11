import { SignInPage } from '@corp/admin/feature-shell';

export default SignInPage;
