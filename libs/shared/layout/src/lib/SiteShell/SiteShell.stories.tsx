import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@corp/shared/ui';
import { SiteShell } from './SiteShell';

const meta = {
  title: 'Layout/SiteShell',
  component: SiteShell,
  args: {
    brand: 'Industrial Digital Group',
    homeHref: '/',
    skipLinkLabel: 'Skip to content',
    copyrightHolder: 'Industrial Digital Group',
    children: <h1 style={{ padding: 32 }}>Industrial digital technologies</h1>,
  },
} satisfies Meta<typeof SiteShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithHeaderAction: Story = {
  args: { headerActions: <Button variant="outline">Contact us</Button> },
};
