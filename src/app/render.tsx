import type { ReactNode } from 'react'
import { createRoot } from 'react-dom/client'

/** Renders the app into #root: react-dom, preloaded beside the entry. */
export function render(root: HTMLElement, app: ReactNode): void {
  createRoot(root).render(app)
}
