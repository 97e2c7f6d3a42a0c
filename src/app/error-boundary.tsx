import { Component, type ErrorInfo, type ReactNode } from 'react'

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
    return (
      <div role="alert" className="error-panel">
        <h1>Something went wrong on this page</h1>
        <p>The page could not be shown. Nothing you saved is lost.</p>
        <div className="actions">
          <button type="button" onClick={() => window.location.reload()}>
            Reload the page
          </button>
          <a href={`${import.meta.env.BASE_URL}animals`}>
            Go to the animals list
          </a>
        </div>
      </div>
    )
  }
}
