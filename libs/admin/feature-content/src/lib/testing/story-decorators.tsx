import type { Decorator } from '@storybook/react';
import { ContentServicesProvider } from '../content-services';
import { fakeServices } from './fake-services';

export {
  withAdminTexts,
  withPageBehindDialog,
  withRouter,
} from '@corp/admin/feature-shell/testing';

/** Fixed reference lists and media instead of the server. */
export const withFakeServices: Decorator = (Story) => (
  <ContentServicesProvider services={fakeServices}>
    <Story />
  </ContentServicesProvider>
);
