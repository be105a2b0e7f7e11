import { createAction } from '@reduxjs/toolkit';

/**
 * Hands a store the state a server store rendered with (serialised to JSON on the way). The api
 * slice takes its finished queries through `extractRehydrationInfo`; the notifications slice
 * takes its list.
 */
export const rehydrate = createAction<Record<string, unknown>>('store/rehydrate');
