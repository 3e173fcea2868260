// A row of chips of which one is chosen, as the WAI-ARIA radio group pattern says: one tab stop
// (the chosen chip, or the first), arrow keys, Home and End move and choose, Space or a click
// chooses. Written here rather than taken from Radix's RadioGroup, which brought 8 KB gzip of
// shared primitives into the tracker's first load for two groups of buttons (see the README).
import { type CSSProperties, type KeyboardEvent, type ReactNode, type Ref, useRef } from 'react'

export type RadioChip = { value: string; label: ReactNode; style?: CSSProperties }

/** How a choice was made: walking with the keys replaces a history entry, a click adds one. */
export type ChosenBy = 'keys' | 'click'

const steps: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }

export function RadioChips({
  ref,
  labelledBy,
  className,
  chipClassName,
  style,
  chips,
  chosen,
  onChoose,
}: {
  ref?: Ref<HTMLDivElement>
  labelledBy: string
  className: string
  chipClassName: string
  style?: CSSProperties
  chips: readonly RadioChip[]
  chosen: string | undefined
  onChoose: (value: string, by: ChosenBy) => void
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const chosenIndex = chips.findIndex((chip) => chip.value === chosen)
  const tabStop = chosenIndex >= 0 ? chosenIndex : 0

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = chips.length - 1
    const step = steps[event.key]
    let next: number
    if (step !== undefined) next = index + step > last ? 0 : index + step < 0 ? last : index + step
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = last
    else return
    event.preventDefault()
    buttons.current[next]?.focus()
    const chip = chips[next]
    if (chip && chip.value !== chosen) onChoose(chip.value, 'keys')
  }

  return (
    <div
      ref={ref}
      role="radiogroup"
      aria-labelledby={labelledBy}
      className={className}
      style={style}
    >
      {chips.map((chip, index) => (
        // biome-ignore lint/a11y/useSemanticElements: a chip holding an icon and two lines of text, drawn as the APG radio pattern (and Radix) does, with role="radio" on a button
        <button
          key={chip.value}
          ref={(button) => {
            buttons.current[index] = button
          }}
          type="button"
          role="radio"
          aria-checked={chip.value === chosen}
          tabIndex={index === tabStop ? 0 : -1}
          className={chipClassName}
          style={chip.style}
          onClick={() => {
            if (chip.value !== chosen) onChoose(chip.value, 'click')
          }}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {chip.label}
        </button>
      ))}
    </div>
  )
}
