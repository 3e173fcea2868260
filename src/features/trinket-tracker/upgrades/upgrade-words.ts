// The upgrade answer in words, in the spec's own unit: "+1.8% DPS over your Mindpiercer's Sigil
// (305)" for a damage dealer or tank, "+5,920 QE score over your Lightspire Core (305)" for a
// healer. Where a value is missing, one sentence names it; there is never a number then.
import type { SeasonDataset, SimSource } from '~/domain/season/schema'
import { seasonIndex } from '~/domain/season/season-index'
import { changedSince } from '~/domain/season/trinket-changes'
import type { SimUnit } from '~/domain/sims/fight-styles'
import { formatShortDate } from '~/lib/format-date'
import { thousands } from '../sims/sim-words'
import { changeName } from '../ui/before-change'
import type { MissingValue, UpgradeGain, ValueAt, ValueRun } from './upgrade-gain'

/** "+1.8% DPS", "+5,920 QE score"; a gain too small to show at one decimal is "+<0.1% DPS". */
export function gainText(unit: SimUnit, gain: number): string {
  if (unit === 'qe-score') return `+${thousands(gain)} QE score`
  return gain < 0.05 ? '+<0.1% DPS' : `+${gain.toFixed(1)}% DPS`
}

/** "your Mindpiercer's Sigil (305)" */
export function wornName(value: ValueAt): string {
  return `your ${value.name} (${value.itemLevel})`
}

/** "your Stormbound Emblem of Dazar has no published value" for each worn trinket without one. */
function unvaluedText(unvalued: readonly MissingValue[]): string {
  return unvalued
    .map((missing) =>
      missingText(missing)
        .replace(/^Gain unknown: /, '')
        .replace(/\.$/, ''),
    )
    .join('; ')
}

/** The short answer a row shows: "+1.8% DPS over your Mindpiercer's Sigil (305)". */
export function upgradeAnswerText(unit: SimUnit, answer: UpgradeGain): string {
  switch (answer.kind) {
    case 'gain': {
      if (answer.over === 'empty-slot') {
        return `${gainText(unit, answer.gain)} in your empty trinket slot`
      }
      const over = `${gainText(unit, answer.gain)} over ${wornName(answer.over)}`
      return answer.unvalued.length > 0
        ? `At least ${over}; ${unvaluedText(answer.unvalued)}`
        : over
    }
    case 'no-upgrade':
      return `No upgrade over ${wornName(answer.over)}`
    case 'not-over':
      return `Not better than ${wornName(answer.over)}; ${unvaluedText(answer.unvalued)}, so whether it beats that one is unknown`
    case 'unknown':
      return missingText(answer.missing)
  }
}

/** Which value is missing, in one sentence without a number. */
export function missingText(missing: MissingValue): string {
  const name = missing.worn ? `your ${missing.trinket.name}` : missing.trinket.name
  switch (missing.why) {
    case 'no-level':
      return `Gain unknown: the export gave no item level for ${name}.`
    case 'unsimmed':
      return `Gain unknown: ${name} has no published value for this spec and fight.`
    case 'below-range':
      return `Gain unknown: ${name} is not simmed at ${missing.trinket.itemLevel} (lowest ${missing.lowestSimmed}).`
    case 'above-season':
      return `Gain unknown: the export gives ${name} item level ${missing.trinket.itemLevel}, above any this season has (${missing.highestLevel}).`
    case 'spec-unsimmed':
      return `Gain unknown: no publisher has sims for this spec.`
  }
}

/**
 * Where a value was read at a lower simmed level than asked, says so, as the rows do: "Read at the
 * nearest lower simmed level: 315 for 318; 302 for your Mindpiercer's Sigil (305)". Undefined when
 * every value is the level's own.
 */
export function readingNote(
  answer: UpgradeGain,
  /** False where the worn trinkets' own readings are said once elsewhere (the box's list). */
  withWorn = true,
): string | undefined {
  if (answer.kind === 'unknown') return undefined
  const parts: string[] = []
  const { candidate } = answer
  if (candidate.reading.itemLevel !== candidate.itemLevel) {
    parts.push(`${candidate.reading.itemLevel} for ${candidate.itemLevel}`)
  }
  const { over } = answer
  if (withWorn && over !== 'empty-slot' && over.reading.itemLevel !== over.itemLevel) {
    parts.push(`${over.reading.itemLevel} for your ${over.name} (${over.itemLevel})`)
  }
  return parts.length > 0
    ? `Read at the nearest lower simmed level: ${parts.join('; ')}`
    : undefined
}

/**
 * Where an answer's values come from more than one publisher run, or from another run than the
 * list's, says which: "Mixes two runs: Bloodmallet 10 Sep (SimulationCraft ba72a9d) and
 * Bloodmallet 7 Oct (SimulationCraft e3fa778)".
 */
export function runsNote(
  runs: readonly ValueRun[],
  listRun: ValueRun,
  sources: readonly SimSource[],
): string | undefined {
  const named = (run: ValueRun) => {
    const source = sources.find((s) => s.id === run.sourceId)
    const simulator = source?.simulator ? ` (${source.simulator})` : ''
    return `${source?.publisher ?? run.sourceId} ${formatShortDate(run.simmedAt)}${simulator}`
  }
  const same = (a: ValueRun, b: ValueRun) => a.sourceId === b.sourceId && a.simmedAt === b.simmedAt
  if (runs.length > 1) return `Mixes two runs: ${runs.map(named).join(' and ')}.`
  const [only] = runs
  if (only && !same(only, listRun)) return `From another run than the list's: ${named(only)}.`
  return undefined
}

/** The note on a value the publisher simmed for a spec the loot data says cannot loot it. */
export function cannotLootNote(values: readonly ValueAt[], specName: string): string | undefined {
  const names = values.filter((value) => value.cannotLoot).map((value) => value.name)
  if (names.length === 0) return undefined
  return `The loot data says a ${specName} cannot loot ${[...new Set(names)].join(' or ')}; its value is the publisher's sim for the spec all the same.`
}

/**
 * "Uses values simmed 10 Sep, before the 22 Sep rework of Ruby Whelp Shell": where a value the
 * answer uses was simmed before its trinket last changed (the hotfix guard's note).
 */
export function valuesBeforeChange(
  dataset: SeasonDataset,
  answer: UpgradeGain,
): string | undefined {
  if (answer.kind === 'unknown') return undefined
  const used = answer.over === 'empty-slot' ? [answer.candidate] : [answer.candidate, answer.over]
  const index = seasonIndex(dataset)
  const found = used.flatMap((value) => {
    const change = changedSince(index.trinketById(value.id), value.run.simmedAt)
    return change
      ? [{ simmedAt: value.run.simmedAt, text: `the ${changeName(change)} of ${value.name}` }]
      : []
  })
  const [first] = found
  if (!first) return undefined
  return `Uses values simmed ${formatShortDate(first.simmedAt)}, before ${[...new Set(found.map((f) => f.text))].join(' and ')}.`
}
