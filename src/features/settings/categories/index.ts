// The categories settings' door, apart from the Settings page's (../index.ts):
// the router loads it lazily (decision 004).
export { CategoriesSettingsPage } from './categories-settings'
