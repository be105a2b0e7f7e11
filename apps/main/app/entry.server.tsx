export { default, streamTimeout } from '@corp/shared/layout/server';
