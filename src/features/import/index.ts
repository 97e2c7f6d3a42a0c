// The import page's door (docs/decisions/008-one-demo-loader.md). The router
// loads it lazily; what the add form's litter and the demo reset use of the
// import has doors of its own (job/, check/, results/), so that neither loads
// the page (decision 004).
export { ImportPage } from './import-page'
