import { installDemoTransport, preloadDemo } from './app/demo/demo-transport'
import { startFirstRequest } from './app/first-request'
import {
  persistAnimalQueries,
  restoreAnimalQueries,
} from './app/persist-queries'
import { Providers } from './app/providers'
import { createQueryClient } from './app/query-client'
import { AppRouter } from './app/router'
import { registerWhenSettled } from './app/update/service-worker'
import { startDesk } from './app/start-desk'
import { StrictMode } from 'react'
import './app/styles.css'

installDemoTransport()
const { tabs, language } = startDesk()
if (tabs.connection.get().environment === 'demo') preloadDemo(tabs.limits)

// Before React renders: the last known rows, then the request for fresh ones.
const queryClient = createQueryClient(tabs)
restoreAnimalQueries(queryClient)
persistAnimalQueries(queryClient)
startFirstRequest(queryClient)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// React's renderer: index.html preloads it beside this module, which has
// sent the list request by the time it arrives.
// A chosen language other than English arrives beside it, so the first paint
// is already in that language.
Promise.all([import('./app/render'), language.ready])
  .then(([module]) =>
    module.render(
      root,
      <StrictMode>
        <Providers client={queryClient} tabs={tabs} language={language}>
          <AppRouter />
        </Providers>
      </StrictMode>,
    ),
  )
  .catch(() => {
    // Lost between the two downloads (the connection dropped, a new version
    // replaced the files): nothing else could say so.
    root.textContent =
      'Adoption Desk could not load. Check your connection, then reload the page.'
  })

// The app shell offline (decision 013): registered once the page has loaded
// and its first answers settled, so it never delays the list request. Its
// module is part of the entry: every first visit fetches it anyway, and as a
// chunk of its own it cost 0.4 KB more of the first load.
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  window.addEventListener('load', () => registerWhenSettled(queryClient), {
    once: true,
  })
