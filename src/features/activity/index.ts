// The Activity feature's door (docs/decisions/008-one-demo-loader.md): what
// the rest of the app may use of it. The router loads it lazily.
export { ActivityPage } from './activity-page'
