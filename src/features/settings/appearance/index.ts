// The appearance settings' door, apart from the Settings page's (../index.ts):
// the router loads it lazily (decision 004).
export { AppearanceSettingsPage } from './appearance-settings'
