import { act } from '@testing-library/react'
import { vi } from 'vitest'

/**
 * The text of a live region that screen readers say: without aria-hidden
 * parts, white space as the markup has it.
 */
export function spokenText(element: Element): string {
  let text = ''
  for (const node of element.childNodes) {
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? ''
    else if (
      node instanceof Element &&
      node.getAttribute('aria-hidden') !== 'true'
    )
      text += spokenText(node)
  }
  return text
}

/** What a screen reader says of a live region: runs of white space are one pause. */
export function spoken(element: Element): string {
  return spokenText(element).replace(/\s+/g, ' ').trim()
}

/**
 * Records the changes to `target`'s text and children that `keep` lets
 * through: a change to a live region is what gets read out again.
 */
export function recordChanges(
  target: Node,
  keep: (record: MutationRecord) => boolean = () => true,
) {
  const changes: MutationRecord[] = []
  const observer = new MutationObserver((records) => {
    changes.push(...records.filter(keep))
  })
  observer.observe(target, {
    subtree: true,
    childList: true,
    characterData: true,
  })
  return { changes, stop: () => observer.disconnect() }
}

/** Moves the fake clock on inside act(), so the components' updates land. */
export function advance(ms: number): void {
  act(() => {
    vi.advanceTimersByTime(ms)
  })
}
