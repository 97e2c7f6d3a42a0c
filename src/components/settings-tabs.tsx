import { Link, useLocation } from 'wouter'
import './settings-tabs.css'

const TABS = [
  { to: '/settings', label: 'Connection' },
  { to: '/settings/categories', label: 'Categories' },
  { to: '/settings/domains', label: 'Custom domains' },
  { to: '/settings/language', label: 'Language' },
  { to: '/settings/appearance', label: 'Appearance' },
] as const

/**
 * The sections of Settings, each its own page. Links rather than ARIA tabs:
 * each section has its own URL and history entry, and links are what the
 * keyboard and screen readers expect of navigation.
 */
export function SettingsTabs() {
  const [pathname] = useLocation()
  const here = pathname.replace(/\/+$/, '') || '/'
  return (
    <nav aria-label="Settings sections" className="settings-tabs">
      <ul>
        {TABS.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              aria-current={here === tab.to ? 'page' : undefined}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
