import {
  lazy,
  type ReactNode,
  Suspense,
  useLayoutEffect,
  useRef,
  useSyncExternalStore,
} from 'react'
import { Link, useLocation } from 'wouter'
import { pendingUpdate } from './update/app-update'
import { ErrorBoundary } from './error-boundary'
import { EnvironmentBadge } from '../components/environment-badge'
import { requestHeadingFocus } from '../components/page-title'
import { QuotaMeter } from '../components/quota-meter'
import { WaitBanner } from '../components/wait-banner'
import { useConnection } from '../lib/connection/use-connection'
import { useMessages } from '../lib/i18n/use-messages'
import { layoutMessages } from './layout-messages'

// Demo mode only: a live first visit never downloads it.
const DemoBanner = lazy(() =>
  import('./demo-banner').then((module) => ({ default: module.DemoBanner })),
)

// Only shown once a new version is waiting, so it loads then.
const UpdateNotice = lazy(() =>
  import('./update/update-notice').then((module) => ({
    default: module.UpdateNotice,
  })),
)

function PawMark() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      className="brand-mark"
    >
      <ellipse cx="6" cy="10" rx="2.2" ry="2.8" />
      <ellipse cx="10" cy="5.5" rx="2.2" ry="2.8" />
      <ellipse cx="14" cy="5.5" rx="2.2" ry="2.8" />
      <ellipse cx="18" cy="10" rx="2.2" ry="2.8" />
      <path d="M12 11c-3 0-6.5 4.6-6.5 7.2 0 1.6 1.3 2.3 2.8 2.3 1.4 0 2.4-.8 3.7-.8s2.3.8 3.7.8c1.5 0 2.8-.7 2.8-2.3C18.5 15.6 15 11 12 11z" />
    </svg>
  )
}

export function Layout({ children }: { children: ReactNode }) {
  const { t } = useMessages(layoutMessages)
  const [pathname] = useLocation()
  const demo = useConnection().environment === 'demo'
  const update = useSyncExternalStore(
    pendingUpdate.subscribe,
    pendingUpdate.get,
  )
  // A new page (not the first one, not a change of search params) gets focus
  // on its heading. A layout effect, so the request is in place before the
  // page's PageTitle runs its (passive) effect in the same commit.
  const previousPath = useRef<string | null>(null)
  useLayoutEffect(() => {
    if (previousPath.current !== null && previousPath.current !== pathname) {
      requestHeadingFocus()
    }
    previousPath.current = pathname
  }, [pathname])
  // The list also lives at "/", and its sub-pages keep their section current.
  const current = (section: string) =>
    pathname.startsWith(section) || (section === '/animals' && pathname === '/')
      ? 'page'
      : undefined
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <header className="app-header">
        <div className="app-header-inner">
          <Link to="/animals" className="brand">
            <PawMark />
            {t('brand')}
          </Link>
          <nav aria-label={t('mainNavigation')}>
            <ul>
              <li>
                <Link to="/overview" aria-current={current('/overview')}>
                  {t('overview')}
                </Link>
              </li>
              <li>
                <Link to="/animals" aria-current={current('/animals')}>
                  {t('animals')}
                </Link>
              </li>
              <li>
                <Link to="/activity" aria-current={current('/activity')}>
                  {t('activity')}
                </Link>
              </li>
              <li>
                <Link to="/settings" aria-current={current('/settings')}>
                  {t('settings')}
                </Link>
              </li>
            </ul>
          </nav>
          <EnvironmentBadge />
          <QuotaMeter />
        </div>
      </header>
      <WaitBanner />
      {update && (
        <Suspense fallback={null}>
          <UpdateNotice update={update} />
        </Suspense>
      )}
      <main id="main" className="app-main" tabIndex={-1}>
        {demo && (
          <Suspense fallback={null}>
            <DemoBanner />
          </Suspense>
        )}
        {/* Keyed by path, so leaving a broken page recovers. */}
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<p className="muted">{t('loading')}</p>}>
            {children}
          </Suspense>
        </ErrorBoundary>
      </main>
    </>
  )
}
