import { createSlice } from '@reduxjs/toolkit';
import type { MenuItem } from '@fanlane/shared';
import { settingsLoaded } from '@/features/settings/settings.slice';

/** Branding and menus of spec section 3, taken from the public settings. */
export interface UiState {
  siteName: string;
  logo: string;
  darkmodeLogo: string;
  favicon: string;
  menus: MenuItem[];
}

export const initialUiState: UiState = {
  siteName: '',
  logo: '',
  darkmodeLogo: '',
  favicon: '',
  menus: [],
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState: initialUiState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(settingsLoaded, (_state, action) => ({
      siteName: action.payload.siteName,
      logo: action.payload.logoUrl,
      darkmodeLogo: action.payload.darkmodeLogoUrl,
      favicon: action.payload.favicon,
      menus: action.payload.menus,
    }));
  },
});
