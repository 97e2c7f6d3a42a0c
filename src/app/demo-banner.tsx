import { useState, useSyncExternalStore } from 'react'
import { Link } from 'wouter'
import { useConnection } from '../lib/connection/use-connection'
import { useMessages } from '../lib/i18n/use-messages'
import { createPersistedStore } from '../lib/tabs/persisted-store'
import { useTabs } from '../lib/tabs/tabs'
import { demoBannerMessages } from './demo-banner-messages'
import './demo-banner.css'

/** Where "dismissed" is kept: in this browser, for every tab. */
const DEMO_BANNER_KEY = 'adoption-desk:demo-banner-dismissed'

/**
 * Demo mode says what it is, once: sample data, and the way to a real API.
 * Dismissed, it stays away in this browser; the header's badge still says Demo.
 */
export function DemoBanner() {
  const { t } = useMessages(demoBannerMessages)
  const { environment } = useConnection()
  const { channel } = useTabs()
  const [dismissed] = useState(() =>
    createPersistedStore<boolean>({
      key: DEMO_BANNER_KEY,
      parse: (stored) => stored === true,
      fallback: false,
      channel,
    }),
  )
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
