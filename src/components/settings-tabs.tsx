import { Link, useLocation } from 'wouter'
import { useConnection } from '../lib/connection/use-connection'
import { useMessages } from '../lib/i18n/use-messages'
import { settingsTabsMessages } from './settings-tabs-messages'
import './settings-tabs.css'

const TABS = [
  { to: '/settings', key: 'connection' },
  { to: '/settings/categories', key: 'categories' },
  { to: '/settings/domains', key: 'domains' },
  { to: '/settings/language', key: 'language' },
  { to: '/settings/appearance', key: 'appearance' },
] as const
/** Shown in demo mode only: the demo's fault switches, data reset and request log. */
const DEMO_TAB = { to: '/settings/demo', key: 'demoTools' } as const

/**
 * The sections of Settings, each its own page. Links rather than ARIA tabs:
 * each section has its own URL and history entry, and links are what the
 * keyboard and screen readers expect of navigation.
 */
export function SettingsTabs() {
  const { t } = useMessages(settingsTabsMessages)
  const [pathname] = useLocation()
  const here = pathname.replace(/\/+$/, '') || '/'
  const demo = useConnection().environment === 'demo'
  const tabs = demo || here === DEMO_TAB.to ? [...TABS, DEMO_TAB] : TABS
  return (
    <nav aria-label={t('sections')} className="settings-tabs">
      <ul>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              aria-current={here === tab.to ? 'page' : undefined}
            >
              {t(tab.key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
