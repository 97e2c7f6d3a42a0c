import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { installDemoTransport, preloadDemo } from './app/demo-transport'
import { Providers } from './app/providers'
import { AppRouter } from './app/router'
import { getConnection, reloadConnection } from './lib/connection'
import './app/styles.css'

installDemoTransport()
if (getConnection().environment === 'demo') preloadDemo()
// Settings saved in another tab apply here too (localStorage only; a
// session-only key stays in the tab it was typed in).
window.addEventListener('storage', (event) => {
  if (event.key?.startsWith('adoption-desk:') && !event.key.includes('demo-db'))
    reloadConnection()
})

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
)
