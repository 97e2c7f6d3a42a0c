import { Suspense } from 'react'
import { NavLink, Outlet } from 'react-router'
import { CooldownBanner } from '../components/cooldown-banner'
import { EnvironmentBadge } from '../components/environment-badge'

export function Layout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <div className="app-header-inner">
          <NavLink to="/animals" className="brand">
            <span aria-hidden="true" className="brand-mark">
              🐾
            </span>
            Adoption Desk
          </NavLink>
          <nav aria-label="Main">
            <ul>
              <li>
                <NavLink to="/animals">Animals</NavLink>
              </li>
              <li>
                <NavLink to="/settings">Settings</NavLink>
              </li>
            </ul>
          </nav>
          <EnvironmentBadge />
        </div>
      </header>
      <CooldownBanner />
      <main id="main" className="app-main">
        <Suspense fallback={<p className="muted">Loading…</p>}>
          <Outlet />
        </Suspense>
      </main>
    </>
  )
}
