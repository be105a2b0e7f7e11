import { ContentListPage } from '@corp/admin/feature-content';

export default ContentListPage;
