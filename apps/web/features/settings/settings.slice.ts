import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicSettings } from '@fanlane/shared';
import { defaultPublicSettings } from './settings.defaults';

export type SettingsState = PublicSettings;

/** Public site settings (GET /settings/public), loaded on every server render. */
export const settingsSlice = createSlice({
  name: 'settings',
  initialState: defaultPublicSettings,
  reducers: {
    settingsLoaded: (_state, action: PayloadAction<PublicSettings>) => action.payload,
  },
});

export const { settingsLoaded } = settingsSlice.actions;
