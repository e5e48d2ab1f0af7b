'use client';

import { notifications } from '@mantine/notifications';

/** Toasts close after TOAST_DURATION_MS, set once on <Notifications /> in the providers. */
export const toast = {
  success: (message: string, title?: string) => notifications.show({ message, title, color: 'teal' }),
  error: (message: string, title?: string) => notifications.show({ message, title, color: 'red' }),
  info: (message: string, title?: string) => notifications.show({ message, title }),
};
