import { MediaLibraryPage } from '@corp/admin/feature-content';

export default MediaLibraryPage;
