// The demo tools' door (docs/decisions/008-one-demo-loader.md): what the rest
// of the app may use of them.
export { DemoToolsPage } from './demo-tools'
