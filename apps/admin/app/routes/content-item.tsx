import { ContentEditorPage } from '@corp/admin/feature-content';

export default ContentEditorPage;
