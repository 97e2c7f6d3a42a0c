// The Settings page's door (docs/decisions/008-one-demo-loader.md). The router
// loads it lazily; its pages the router loads apart have doors of their own
// (categories/, appearance/, language/), as one door would load them together
// (decision 004).
export { SettingsPage } from './settings-page'
