// The upgrade answer's code, fetched as one chunk once a character is imported (upgrades-code.ts):
// the answer itself, a row's answer and the "Your upgrades" order, with the site's table of
// trinket names (a few KB the tracker's first load does not carry). It is the chunk's entry, not
// a folder index: each function lives in its own module.
import { knownTrinkets } from 'virtual:known-trinkets'
import type { Spec } from '~/domain/season/schema'
import type { KnownTrinketName } from '~/domain/trinket-names/known-trinkets'
import { inScope, trinketIndex } from '../model/trinket-filter'
import { characterUpgrades, type UpgradeInputs } from './character-upgrades'
import { type AnsweredUpgrades, crestPlanFor } from './crest-plan'

export { rowGain, rowUpgrade, upgradeAt } from './row-upgrades'
export { groupByUpgrade } from './upgrades-order'

const names: ReadonlyMap<number, KnownTrinketName> = new Map(
  knownTrinkets.map((known) => [known.itemId, known]),
)

export type AnswerInputs = Omit<UpgradeInputs, 'names' | 'entries'> & {
  /** The character's own spec: its trinkets are the candidates for the best one to farm. */
  spec: Spec
}

let last: { inputs: AnswerInputs; answer: AnsweredUpgrades } | undefined

function sameInputs(a: AnswerInputs, b: AnswerInputs): boolean {
  return (
    a.dataset === b.dataset &&
    a.character === b.character &&
    a.sims === b.sims &&
    a.context === b.context &&
    a.spec === b.spec
  )
}

/**
 * The answer for the character, with the site's names table, and its crest plan. The last answer
 * is kept: the page works a pasted character's answer out while the player reaches for Import, in
 * a background render that React may set aside and start again (trinket-tracker.tsx), and neither
 * that render nor Import's works it out a second time.
 */
export function upgradesFor(inputs: AnswerInputs): AnsweredUpgrades {
  if (last && sameInputs(last.inputs, inputs)) return last.answer
  const { spec, ...rest } = inputs
  const entries = trinketIndex(inputs.dataset).filter((entry) =>
    inScope(entry, { kind: 'specs', specIds: new Set([spec.id]) }),
  )
  const upgrades = characterUpgrades({ ...rest, entries, names })
  const answer = {
    ...upgrades,
    crestPlan: crestPlanFor(inputs.dataset, inputs.character, upgrades),
  }
  last = { inputs, answer }
  return answer
}
