// Class, then spec: two radio groups (one tab stop each, arrow keys move between choices), with
// class colours and each spec's role. Once a spec is chosen the picker folds into one line, so
// the list is in view; "Change" opens it again.
import './spec-picker.css'
import { memo, type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import type { SeasonDataset, Spec, WowClass } from '~/domain/season/schema'
import { seasonIndex } from '~/domain/season/season-index'
import { byName } from '~/lib/by-name'
import { roleNames, statNames } from '../model/trinket-words'
import type { HistoryMode } from '../state/instant-search'
import { type ChosenBy, RadioChips } from '../ui/radio-chips'
import { RoleIcon } from '../ui/tracker-icons'
import { revealChosenChip } from './reveal-chosen-chip'

type SpecPickerProps = {
  dataset: SeasonDataset
  wowClass: WowClass | undefined
  spec: Spec | undefined
  onChooseClass: (classSlug: string, history: HistoryMode) => void
  onChooseSpec: (specSlug: string, history: HistoryMode) => void
}

function classStyle(wowClass: WowClass) {
  return { '--class-color': wowClass.color } as React.CSSProperties
}

/** A numbered step of the picker: its heading names the radio group below it. */
function PickerStep({
  number,
  title,
  headingId,
  children,
}: {
  number: number
  title: string
  headingId: string
  children: ReactNode
}) {
  return (
    <div className="picker-step">
      <h2 className="tracker-step" id={headingId}>
        <span className="tracker-step-number" aria-hidden="true">
          {number}
        </span>
        {title}
      </h2>
      {children}
    </div>
  )
}

/** Walking the choices with the keys is a step not worth a history entry; a click is. */
function historyOf(by: ChosenBy): HistoryMode {
  return by === 'keys' ? 'replace' : 'push'
}

/** Memoised: a filter change re-renders the page, not the thirteen class buttons. */
export const SpecPicker = memo(function SpecPicker({
  dataset,
  wowClass,
  spec,
  onChooseClass,
  onChooseSpec,
}: SpecPickerProps) {
  // Open while the player is in it: from "Change", or from focus entering it. A spec chosen by a
  // click folds it; arrow keys only walk through specs, so with the keyboard it folds when focus
  // leaves it.
  const [open, setOpen] = useState(false)
  const folded = spec !== undefined && !open
  const section = useRef<HTMLElement>(null)
  const classGrid = useRef<HTMLDivElement>(null)
  const focusAfterFold = useRef(false)

  // A shared link or a reload can name a class far along the phone's scrolling strip.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the class is read from the DOM, drawn for this slug
  useLayoutEffect(() => {
    if (!folded && classGrid.current) revealChosenChip(classGrid.current)
  }, [folded, wowClass?.slug])

  useLayoutEffect(() => {
    if (folded && focusAfterFold.current) {
      focusAfterFold.current = false
      section.current?.querySelector<HTMLElement>('.picker-change')?.focus()
    }
  }, [folded])

  const openPicker = () => {
    setOpen(true)
    // Focus the chosen class once the groups are drawn, as a radio group's tab stop would.
    requestAnimationFrame(() =>
      section.current?.querySelector<HTMLElement>('.class-chip[aria-checked="true"]')?.focus(),
    )
  }
  const fold = () => {
    focusAfterFold.current = true
    setOpen(false)
  }

  if (folded && wowClass) {
    return (
      <section
        ref={section}
        className="spec-picker tracker-card is-folded"
        aria-label="Class and spec"
        style={classStyle(wowClass)}
      >
        <div className="picker-chosen">
          <span className={`spec-role role-${spec.role}`}>
            <RoleIcon role={spec.role} size={16} />
          </span>
          <span className="spec-text">
            <span className="spec-name">
              {spec.name} {wowClass.name}
            </span>
            <span className="spec-meta">
              {roleNames[spec.role]} · {statNames[spec.primaryStat].long}
            </span>
          </span>
          <button type="button" className="button picker-change" onClick={openPicker}>
            Change<span className="visually-hidden"> class or spec</span>
          </button>
        </div>
      </section>
    )
  }

  const specs = wowClass ? seasonIndex(dataset).specsOfClass(wowClass.slug) : []
  const classes = [...dataset.classes].sort((a, b) => byName(a.name, b.name))

  return (
    <section
      ref={section}
      className="spec-picker tracker-card"
      aria-label="Class and spec"
      onFocus={() => setOpen(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false)
      }}
    >
      <PickerStep number={1} title="Class" headingId="picker-class">
        <RadioChips
          ref={classGrid}
          labelledBy="picker-class"
          className="class-grid"
          chipClassName="class-chip"
          chips={classes.map((c) => ({
            value: c.slug,
            style: classStyle(c),
            label: (
              <>
                <span className="class-swatch" aria-hidden="true" />
                {c.name}
              </>
            ),
          }))}
          chosen={wowClass?.slug}
          onChoose={(slug, by) => onChooseClass(slug, historyOf(by))}
        />
      </PickerStep>
      <PickerStep number={2} title="Spec" headingId="picker-spec">
        {wowClass ? (
          <RadioChips
            labelledBy="picker-spec"
            className="spec-row"
            chipClassName="spec-chip"
            style={classStyle(wowClass)}
            chips={specs.map((s) => ({
              value: s.slug,
              label: (
                <>
                  <span className={`spec-role role-${s.role}`}>
                    <RoleIcon role={s.role} size={16} />
                  </span>
                  <span className="spec-text">
                    <span className="spec-name">{s.name}</span>
                    <span className="spec-meta">
                      {roleNames[s.role]} · {statNames[s.primaryStat].long}
                    </span>
                  </span>
                </>
              ),
            }))}
            chosen={spec?.slug}
            onChoose={(slug, by) => {
              // A click decides and folds the picker; walking with the keys keeps it open.
              if (by === 'click') fold()
              onChooseSpec(slug, historyOf(by))
            }}
          />
        ) : (
          <div className="spec-row">
            <p className="spec-hint">Choose a class to see its specs.</p>
          </div>
        )}
      </PickerStep>
      {spec && (
        <button type="button" className="button button-quiet picker-done" onClick={fold}>
          Keep {spec.name}
        </button>
      )}
    </section>
  )
})
