import type { Preview } from '@storybook/react-vite';
import '../libs/shared/ui/src/styles/tokens.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
  },
};

export default preview;
