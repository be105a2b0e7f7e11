import { z } from 'zod/mini';
import { ROUTE_PARAM_MAX_LENGTH, ROUTE_PARAM_PATTERN } from './matching';

/**
 * The same rule as `isRouteParam`, as a zod schema for loaders. Kept apart from the page tables
 * so that browser code using the tables does not load zod.
 */
export const routeParamSchema = z
  .string()
  .check(z.maxLength(ROUTE_PARAM_MAX_LENGTH), z.regex(ROUTE_PARAM_PATTERN));
