// Class, then spec: class colours and each spec's role shown, choices written to the URL.

import { memo, type ReactNode } from 'react'
import type { SeasonDataset, Spec, WowClass } from '~/domain/season/schema'
import { byName } from '~/lib/words'
import { RoleIcon } from '../tracker-icons'
import { roleNames, statNames } from '../trinket-words'

type SpecPickerProps = {
  dataset: SeasonDataset
  wowClass: WowClass | undefined
  spec: Spec | undefined
  onChooseClass: (classSlug: string) => void
  onChooseSpec: (specSlug: string) => void
}

function classStyle(wowClass: WowClass) {
  return { '--class-color': wowClass.color } as React.CSSProperties
}

/** A numbered step of the picker: its heading names the group of buttons below it. */
function PickerStep({
  number,
  title,
  children,
}: {
  number: number
  title: string
  children: ReactNode
}) {
  return (
    <fieldset className="picker-fieldset">
      <legend>
        <h2 className="tracker-step">
          <span className="tracker-step-number" aria-hidden="true">
            {number}
          </span>
          {title}
        </h2>
      </legend>
      {children}
    </fieldset>
  )
}

/** Memoised: a filter change re-renders the page, not the thirteen class buttons. */
export const SpecPicker = memo(function SpecPicker({
  dataset,
  wowClass,
  spec,
  onChooseClass,
  onChooseSpec,
}: SpecPickerProps) {
  const specs = wowClass ? dataset.specs.filter((s) => s.classSlug === wowClass.slug) : []
  const classes = [...dataset.classes].sort((a, b) => byName(a.name, b.name))

  return (
    <section className="spec-picker tracker-card" aria-label="Class and spec">
      <PickerStep number={1} title="Class">
        <div className="class-grid">
          {classes.map((c) => (
            <button
              key={c.slug}
              type="button"
              className="class-chip"
              style={classStyle(c)}
              aria-pressed={wowClass?.slug === c.slug}
              onClick={() => onChooseClass(c.slug)}
            >
              <span className="class-swatch" aria-hidden="true" />
              {c.name}
            </button>
          ))}
        </div>
      </PickerStep>
      <PickerStep number={2} title="Spec">
        <div className="spec-row" style={wowClass ? classStyle(wowClass) : undefined}>
          {wowClass ? (
            specs.map((s) => (
              <button
                key={s.slug}
                type="button"
                className="spec-chip"
                aria-pressed={spec?.id === s.id}
                onClick={() => onChooseSpec(s.slug)}
              >
                <span className={`spec-role role-${s.role}`}>
                  <RoleIcon role={s.role} size={16} />
                </span>
                <span className="spec-text">
                  <span className="spec-name">{s.name}</span>
                  <span className="spec-meta">
                    {roleNames[s.role]} · {statNames[s.primaryStat].long}
                  </span>
                </span>
              </button>
            ))
          ) : (
            <p className="spec-hint">Choose a class to see its specs.</p>
          )}
        </div>
      </PickerStep>
    </section>
  )
})
