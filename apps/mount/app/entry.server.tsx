export {
  apiAccessContext,
  default,
  handleError,
  streamTimeout,
} from '@corp/shared/document/server';
