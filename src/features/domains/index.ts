// The Domains feature's door (docs/decisions/008-one-demo-loader.md): what the
// rest of the app may use of it.
export { DomainsPage } from './domains-page'
