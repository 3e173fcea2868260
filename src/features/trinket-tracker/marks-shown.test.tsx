// @vitest-environment jsdom
// Marks all the way to the page: every inferred or disputed fact of the dataset that the tracker
// shows (a spec's role line, a trinket's effect, use and source) carries its mark, and the mark
// says the dataset's own note.
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ComponentProps } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import type { Provenance } from '~/domain/season/schema'
import { SpecSubtitle } from './list/spec-subtitle'
import { TrinketRow } from './list/trinket-row'
import { season } from './model/test-dataset'
import { type TrinketEntry, trinketIndex } from './model/trinket-filter'

const marked = (p: Provenance | null): p is Provenance => p !== null && p.certainty !== 'confirmed'

/** Opens every mark in view and returns what each says. */
function shownNotes(): string[] {
  for (const mark of screen.queryAllByRole('button', { name: /^(inferred|disputed)$/ }))
    fireEvent.click(mark)
  return screen.queryAllByRole('note').map((note) => note.textContent ?? '')
}

afterEach(cleanup)

describe('every marked fact the tracker shows carries its mark', () => {
  const specs = season.specs.filter((spec) => marked(spec.provenance))
  it.each(specs.map((spec) => [`${spec.name} (${spec.classSlug})`, spec] as const))(
    "%s's role line",
    (_, spec) => {
      render(<SpecSubtitle spec={spec} />)
      expect(shownNotes()).toContain(
        `${spec.provenance.certainty === 'inferred' ? 'Inferred' : 'Disputed'}. ${spec.provenance.note}`,
      )
    },
  )

  it("shows Devourer's inferred ranged with its mark", () => {
    const devourer = season.specs.find((spec) => spec.slug === 'devourer')
    if (!devourer) throw new Error('fixture')
    render(<SpecSubtitle spec={devourer} />)
    expect(screen.getByText(/ranged/)).toBeInTheDocument()
    expect(shownNotes()).toEqual(['Inferred. Ranged is not confirmed by a stored source.'])
  })

  /** A row as a first visit draws it: no spec's verdicts or sims, nothing tracked or owned. */
  const plainRow = (entry: TrinketEntry): ComponentProps<typeof TrinketRow> => ({
    dataset: season,
    entry,
    drop: undefined,
    context: undefined,
    tracked: false,
    owned: undefined,
    upgrade: undefined,
    unit: undefined,
    verdicts: undefined,
    sims: undefined,
    showPlace: false,
    onToggleTrack: () => {},
    onShowDetails: () => {},
  })
  const entries = trinketIndex(season).filter(({ trinket }) =>
    [trinket.provenance.effect, trinket.provenance.onUse, trinket.provenance.sources].some(marked),
  )
  it.each(entries.map((entry) => [entry.trinket.name, entry] as const))("%s's row", (_, entry) => {
    const { trinket } = entry
    render(
      <ul>
        <TrinketRow {...plainRow(entry)} />
      </ul>,
    )
    const notes = shownNotes()
    for (const fact of [
      trinket.provenance.effect,
      trinket.provenance.onUse,
      trinket.provenance.sources,
    ].filter(marked)) {
      expect(notes, trinket.name).toContain(
        `${fact.certainty === 'inferred' ? 'Inferred' : 'Disputed'}. ${fact.note}`,
      )
    }
  })

  it('walks some facts of each kind', () => {
    expect(specs.length).toBeGreaterThan(0)
    expect(entries.length).toBeGreaterThan(5)
  })
})
