import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import {
  installDemoDns,
  installDemoTransport,
  preloadDemo,
} from './app/demo-transport'
import { Providers } from './app/providers'
import { AppRouter } from './app/router'
import { getConnection, watchOtherTabs } from './lib/connection'
import './app/styles.css'

installDemoTransport()
installDemoDns()
if (getConnection().environment === 'demo') preloadDemo()
// Settings saved in another tab apply here too, so two tabs never talk to
// different APIs without saying so.
watchOtherTabs()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
)
