import type { UseFormRegisterReturn } from 'react-hook-form'

// Beside field.tsx, not in it: the list's Find is a Field on the first load,
// and this helper is for the forms that load later.

/**
 * A react-hook-form field checked when it loses focus, except when focus goes
 * to a submit button: an error appearing there would push the button down
 * mid-click, so the click would miss it. Nor is an empty field without an
 * error checked: the person only passed through it (or a form just emptied
 * it after adding). Submitting checks every field anyway.
 */
export function checkOnBlurExceptToSubmit<Name extends string>(
  field: UseFormRegisterReturn<Name>,
  getFieldState: (name: Name) => { invalid: boolean },
): UseFormRegisterReturn<Name> {
  return {
    ...field,
    onBlur: (event) => {
      const { relatedTarget: next, target } = event as {
        relatedTarget?: EventTarget | null
        target?: { value?: unknown }
      }
      const toSubmit =
        next instanceof HTMLButtonElement && next.type === 'submit'
      const passedThrough =
        target?.value === '' && !getFieldState(field.name).invalid
      return toSubmit || passedThrough ? Promise.resolve() : field.onBlur(event)
    },
  }
}
