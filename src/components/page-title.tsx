import { useEffect, useRef } from 'react'

let firstRender = true

/**
 * The page's h1 and document title. After client-side navigation focus moves
 * to the heading, so keyboard and screen-reader users land on the new page
 * instead of staying on the link they pressed.
 */
export function PageTitle({
  children,
  title,
}: {
  children: string
  title?: string
}) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (firstRender) {
      firstRender = false
      return
    }
    ref.current?.focus()
  }, [])
  return (
    <>
      <title>{`${title ?? children} · Adoption Desk`}</title>
      <h1 ref={ref} tabIndex={-1}>
        {children}
      </h1>
    </>
  )
}
