export { apiAccessContext, default, handleError, streamTimeout } from '@corp/shared/layout/server';
