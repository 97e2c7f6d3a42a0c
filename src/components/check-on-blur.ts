import type { UseFormRegisterReturn } from 'react-hook-form'

// Beside field.tsx, not in it: the list's Find is a Field on the first load,
// and this helper is for the forms that load later.

/**
 * A react-hook-form field checked when it loses focus, except when focus goes
 * to a submit button: an error appearing there would push the button down
 * mid-click, so the click would miss it. Submitting checks every field anyway.
 */
export function checkOnBlurExceptToSubmit<Name extends string>(
  field: UseFormRegisterReturn<Name>,
): UseFormRegisterReturn<Name> {
  return {
    ...field,
    onBlur: (event) => {
      const next = (event as { relatedTarget?: EventTarget | null })
        .relatedTarget
      return next instanceof HTMLButtonElement && next.type === 'submit'
        ? Promise.resolve()
        : field.onBlur(event)
    },
  }
}
