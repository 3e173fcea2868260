// Above the list, once a spec is chosen: which published sims the rows show and the switch
// between the spec's two fights, or a short note that no publisher has sims for the spec.
import { Link } from '@tanstack/react-router'
import type { Spec } from '~/domain/season/schema'
import { type FightStyle, fightStyleNames, fightStylesOfRole } from '~/domain/sims/fight-styles'
import { formatShortDate } from '~/lib/format-date'
import { RadioSegments } from '../ui/form-controls'
import type { FightSims } from './sim-value'

/** The FAQ's answer on where the numbers come from; the FAQ tests that it exists. */
export const simsQuestionSlug = 'where-do-the-sim-values-come-from'

function fightChoices(spec: Spec) {
  return fightStylesOfRole(spec.role).map((fight) => ({
    value: fight,
    label: fightStyleNames[fight],
  }))
}

/** "Bloodmallet: % DPS over an empty slot, simmed 9 Sep 2026 with SimulationCraft ba72a9d." */
function sourceLine(sims: FightSims): string {
  const { source, set } = sims
  const what =
    source.unit === 'dps-percent'
      ? '% DPS over an empty slot'
      : `a healing score${set.playstyle ? ` (${set.playstyle} playstyle)` : ''}, not a percentage`
  const when = `${formatShortDate(set.simmedAt)} ${set.simmedAt.slice(0, 4)}`
  return `${source.publisher}: ${what}, ${source.simulator ? `simmed ${when}, ${source.simulator}` : `read ${when}`}.`
}

/** Which of the spec's two published fights the rows show: a radio group, one tab stop. */
export function FightSwitch({
  spec,
  fight,
  onChoose,
}: {
  spec: Spec
  fight: FightStyle
  onChoose: (fight: FightStyle) => void
}) {
  return (
    <RadioSegments label="Sims" choices={fightChoices(spec)} chosen={fight} onChoose={onChoose} />
  )
}

/** Whose numbers the rows show and how they were made, or why a spec has none. */
export function SimsSource({
  specName,
  hasSims,
  sims,
  failed,
}: {
  specName: string
  hasSims: boolean
  /** The spec has sims, but they could not be loaded. */
  failed: boolean
  /** The list's sims (they may lag a click behind the switch while the list renders). */
  sims: FightSims | undefined
}) {
  if (!hasSims) {
    return (
      <p className="sims-note small-note">
        No published sims for {specName}: neither Bloodmallet nor QE Live has numbers for it this
        season, so the guides' verdicts are what we show.
      </p>
    )
  }
  if (failed) {
    return (
      <p className="sims-note small-note" role="status">
        The published sims for {specName} could not be loaded, so the rows show none. Reload the
        page to try again.
      </p>
    )
  }
  if (!sims) return null
  return (
    <p className="sims-source small-note">
      {sourceLine(sims)}{' '}
      <Link to="/faq/" search={{ tab: 'trinket-tracker' }} hash={simsQuestionSlug}>
        How to read them
      </Link>
    </p>
  )
}
