import { useId, type ReactNode, type Ref } from 'react'

/** A titled section of a page: a landmark named by its own heading. */
export function Panel({
  title,
  className,
  headingRef,
  children,
}: {
  title: ReactNode
  className?: string
  /** For moving focus to the heading (it is focusable from script only). */
  headingRef?: Ref<HTMLHeadingElement>
  children: ReactNode
}) {
  const headingId = useId()
  return (
    <section
      className={className ? `panel ${className}` : 'panel'}
      aria-labelledby={headingId}
    >
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
      >
        {title}
      </h2>
      {children}
    </section>
  )
}
