import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useMessages } from '../lib/i18n/use-messages'
import { layoutMessages } from './layout-messages'

interface State {
  error: Error | null
}

/** A render error on one page shows a way out instead of a blank screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // Kept for whoever opens the console; error messages never carry the API key.
    console.error('Page failed to render', error, info.componentStack)
  }

  override render() {
    if (!this.state.error) return this.props.children
    return <BrokenPage />
  }
}

function BrokenPage() {
  const { t } = useMessages(layoutMessages)
  return (
    <div role="alert" className="error-panel">
      <h1>{t('brokenTitle')}</h1>
      <p>{t('brokenText')}</p>
      <div className="actions">
        <button type="button" onClick={() => window.location.reload()}>
          {t('reload')}
        </button>
        <a href={`${import.meta.env.BASE_URL}animals`}>{t('toAnimals')}</a>
      </div>
    </div>
  )
}
