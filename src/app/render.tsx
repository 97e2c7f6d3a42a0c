import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'

/**
 * Renders the app into #root. React DOM is a chunk of its own, which
 * index.html preloads beside the entry (decision 004).
 */
export function render(root: HTMLElement, app: ReactNode): void {
  createRoot(root).render(app)
}
