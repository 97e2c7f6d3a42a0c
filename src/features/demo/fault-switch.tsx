/** One fault's on/off checkbox, with what it does and, while on, how long for. */
export function FaultSwitch(props: {
  id: string
  label: string
  hint: string
  /** Shown while on: armed for one request, or on until turned off. */
  state: string | null
  checked: boolean
  onChange: (on: boolean) => void
}) {
  const { id, label, hint, state, checked, onChange } = props
  return (
    <div className="checkbox">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={`${id}-hint${state ? ` ${id}-state` : ''}`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div>
        <label htmlFor={id}>{label}</label>
        <p id={`${id}-hint`} className="hint muted">
          {hint}
        </p>
        {state && (
          <p id={`${id}-state`} className="demo-faults-state">
            {state}
          </p>
        )}
      </div>
    </div>
  )
}
