import { createSlice, nanoid } from '@reduxjs/toolkit';
import type { PayloadAction } from '@reduxjs/toolkit';
import { rehydrate } from './rehydrate';

/** A message for the notification component (libs/shared/ui renders it). */
export interface AppNotification {
  id: string;
  kind: 'error';
  title: string;
  text: string;
}

export interface NotificationsState {
  items: AppNotification[];
}

const initialState: NotificationsState = { items: [] };

const isNotification = (value: unknown): value is AppNotification =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AppNotification).id === 'string' &&
  typeof (value as AppNotification).title === 'string' &&
  typeof (value as AppNotification).text === 'string';

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState,
  reducers: {
    notify: {
      reducer(state, action: PayloadAction<AppNotification>) {
        state.items.push(action.payload);
      },
      prepare(notification: { title: string; text: string; kind?: 'error' }) {
        return { payload: { id: nanoid(), kind: notification.kind ?? 'error', ...notification } };
      },
    },
    dismiss(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
  extraReducers: (builder) => {
    builder.addCase(rehydrate, (state, action) => {
      const incoming = action.payload['notifications'] as Partial<NotificationsState> | undefined;
      const items = Array.isArray(incoming?.items) ? incoming.items.filter(isNotification) : [];
      const known = new Set(state.items.map((item) => item.id));
      state.items.push(...items.filter((item) => !known.has(item.id)));
    });
  },
});

export const { notify, dismiss } = notificationsSlice.actions;

/** The notifications to show, oldest first. */
export const selectNotifications = (state: { notifications: NotificationsState }) =>
  state.notifications.items;
