// The tracker's kinds of choice, written once for the filters and the item-level picker: a row of
// toggle buttons, a labelled drop-down (or any labelled control), and a labelled radio row.
import { type ReactNode, useId } from 'react'
import { type RadioChip, RadioChips } from './radio-chips'

export type SegmentChoice<T> = { value: T; label: ReactNode }

/** Toggle buttons of which one is pressed: the chosen one. */
export function SegmentedButtons<T extends string | undefined>({
  choices,
  chosen,
  onChoose,
}: {
  choices: readonly SegmentChoice<T>[]
  chosen: T
  onChoose: (value: T) => void
}) {
  return (
    <div className="segmented">
      {choices.map((choice) => (
        <button
          key={choice.value ?? 'all'}
          type="button"
          aria-pressed={chosen === choice.value}
          onClick={() => onChoose(choice.value)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  )
}

type SelectFieldProps = {
  label: string
  value: string | number
  disabled?: boolean
  /** The chosen option's value, as the option writes it. */
  onChange: (value: string) => void
  /** The options. */
  children: ReactNode
}

/** A control with its label above it: `children` draws the control, with the id the label names. */
export function LabelledControl({
  label,
  children,
}: {
  label: string
  children: (id: string) => ReactNode
}) {
  const id = useId()
  return (
    <>
      <label className="filter-label" htmlFor={id}>
        {label}
      </label>
      {children(id)}
    </>
  )
}

/** A drop-down with its label above it. */
export function SelectField({ label, value, disabled, onChange, children }: SelectFieldProps) {
  return (
    <LabelledControl label={label}>
      {(id) => (
        <select
          id={id}
          className="select"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          {children}
        </select>
      )}
    </LabelledControl>
  )
}

/**
 * A labelled row of segments of which one is chosen, as a radio group (radio-chips.tsx): one Tab
 * stop, arrow keys between choices. For the list's order and the sims' fight.
 */
export function RadioSegments<T extends string>({
  label,
  choices,
  chosen,
  onChoose,
}: {
  label: string
  choices: readonly (RadioChip & { value: T })[]
  chosen: T
  onChoose: (value: T) => void
}) {
  const labelId = useId()
  return (
    <div className="order-switch">
      <span className="order-label" id={labelId}>
        {label}
      </span>
      <RadioChips
        labelledBy={labelId}
        className="segmented"
        chipClassName="segment"
        chips={choices}
        chosen={chosen}
        onChoose={(value) => onChoose(value as T)}
      />
    </div>
  )
}
