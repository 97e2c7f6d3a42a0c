import { useSyncExternalStore } from 'react'
import { Link } from 'wouter'
import { useConnection } from '../lib/connection/use-connection'
import { useMessages } from '../lib/i18n/use-messages'
import { persistedPerDesk } from '../lib/tabs/persisted-per-desk'
import { useTabs } from '../lib/tabs/tabs'
import { demoBannerMessages } from './demo-banner-messages'
import './demo-banner.css'

/** Whether the banner was dismissed: kept in this browser, for every tab. */
const dismissedIn = persistedPerDesk<boolean>({
  key: 'adoption-desk:demo-banner-dismissed',
  parse: (stored) => stored === true,
  fallback: false,
})

/**
 * Demo mode says what it is, once: sample data, and the way to a real API.
 * Dismissed, it stays away in this browser; the header's badge still says Demo.
 */
export function DemoBanner() {
  const { t } = useMessages(demoBannerMessages)
  const { environment } = useConnection()
  const dismissed = dismissedIn(useTabs().channel)
  const hidden = useSyncExternalStore(dismissed.subscribe, dismissed.get)
  if (environment !== 'demo' || hidden) return null
  return (
    <p className="demo-banner">
      <strong>{t('sampleData')}</strong>{' '}
      <span className="demo-banner-more">{t('sampleDataText')}</span>{' '}
      <Link to="/settings">{t('connectApi')}</Link>{' '}
      <button
        type="button"
        className="link"
        onClick={() => dismissed.set(true)}
      >
        {t('dismiss')}
      </button>
    </p>
  )
}
