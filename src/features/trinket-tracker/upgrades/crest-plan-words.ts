// The crest plan in words (crest-plan.ts holds it as data): "Hero 3/6, 311", "20 Hero
// Mistcrests", "45 Hero Mistcrests: Lightspire Core 305 → 308 for 20, +1,126 QE score, the most per
// crest; they pay for 305 → 311 now", and one sentence for each problem of the export.
import type { SimUnit } from '~/domain/sims/fight-styles'
import { thousands } from '../sims/sim-words'
import type {
  BestUse,
  Crest,
  CrestBalance,
  CrestOption,
  CrestPlanProblem,
  PlanStep,
  TrinketPlan,
} from './crest-plan'
import { gainText, upgradeAnswerText } from './upgrade-words'

/** "20 Hero Mistcrests", "1 Hero Mistcrest". */
export function crestsText(count: number, crest: Crest): string {
  return `${thousands(count)} ${crest.name}${count === 1 ? '' : 's'}`
}

/** "Hero 3/6, 311"; "Myth 9, 344". */
export function trackRankText(trinket: TrinketPlan): string {
  if (trinket.status.kind === 'cannot-upgrade') {
    return `${trinket.status.label}, ${trinket.itemLevel}`
  }
  return `${trinket.track} ${trinket.rank}/${trinket.ranks}, ${trinket.itemLevel}`
}

/** "can reach 315, 318 and 321"; "fully upgraded"; "Myth 9 cannot be upgraded". */
export function reachText(trinket: TrinketPlan): string {
  switch (trinket.status.kind) {
    case 'cannot-upgrade':
      return `${trinket.status.label} cannot be upgraded`
    case 'top-rank':
      return 'fully upgraded'
    case 'steps': {
      const levels = trinket.steps.map((s) => String(s.itemLevel))
      const last = levels.pop()
      return `can reach ${levels.length > 0 ? `${levels.join(', ')} and ${last}` : last}`
    }
  }
}

export function whereText(where: TrinketPlan['where']): string {
  return where === 'equipped' ? 'worn' : where === 'bags' ? 'in your bags' : 'in your vault'
}

/** "free (your trinket watermark is 321)", "10 Hero Mistcrests (Hero of the Mist: half price)". */
export function stepCostText(step: PlanStep, crest: Crest): string {
  switch (step.rule.kind) {
    case 'watermark':
      return `free (your trinket watermark is ${step.rule.mark})`
    case 'mist':
      return `${crestsText(step.cost, crest)} (${step.rule.achievement}: half price)`
    case 'full':
      return crestsText(step.cost, crest)
  }
}

/** What crests add: "+1,126 QE score", "nothing at the simmed points", "gain unknown". */
export function addedText(unit: SimUnit | undefined, added: number | undefined): string {
  if (!unit || added === undefined) return 'gain unknown'
  if (added <= 1e-9) return 'adds nothing by the simmed points'
  return gainText(unit, added)
}

/** "45 Hero Mistcrests"; "Hero Mistcrests: not in your export"; "Hero Mistcrests: not read". */
export function balanceText(crest: Crest, balance: CrestBalance): string {
  switch (balance.kind) {
    case 'read':
      return crestsText(balance.amount, crest)
    case 'not-in-export':
      return `${crest.name}s: not in your export`
    case 'refused':
      return `${crest.name}s: not read`
  }
}

/** "Lightspire Core 305 → 308" */
export function optionText(option: CrestOption): string {
  return `${option.name} ${option.fromLevel} → ${option.toLevel}`
}

/**
 * "45 Hero Mistcrests: Lightspire Core 305 → 308 for 20, +1,126 QE score, the most per crest;
 * they pay for 305 → 311 now (+1,126 QE score)."
 */
export function bestUseText(use: BestUse, unit: SimUnit): string {
  const { best, now, balance, crest } = use
  const head = balance.kind === 'read' ? crestsText(balance.amount, crest) : `${crest.name}s`
  const worn = best.where === 'bags' ? ' and worn' : ''
  const bestText = `${optionText(best)}${worn} for ${thousands(best.totalCost)}, ${addedText(unit, best.added)}, the most per crest`
  const nowText =
    balance.kind !== 'read'
      ? 'your export gives no balance to say what you can pay for now'
      : now && now.toLevel > now.fromLevel
        ? `${balance.amount === 0 || now.totalCost === 0 ? 'free steps take it' : 'they pay for'} ${now.fromLevel} → ${now.toLevel} now (${addedText(unit, now.added)})`
        : 'not enough for a step of it now'
  return `${head}: ${bestText}; ${nowText}.`
}

/**
 * Beside "Best to farm", in the same terms: "Or spend crests: Gebbo's Bottomless Bag 308 → 315
 * for 40 Hero Mistcrests and wear it, +4,536 QE score over your Lightspire Core (305)."
 */
export function alternativeText(
  alternative: { option: CrestOption; affordable: boolean },
  balance: CrestBalance | undefined,
  unit: SimUnit,
): string {
  const { option } = alternative
  const cost = crestsText(option.totalCost, option.crest)
  const have =
    alternative.affordable || !balance
      ? ''
      : balance.kind === 'read'
        ? ` (you have ${thousands(balance.amount)})`
        : ' (your export gives no balance)'
  const wear = option.where === 'equipped' ? '' : ' and wear it'
  const answer = upgradeAnswerText(unit, option.answer)
  return `${alternative.affordable ? 'Or spend your crests' : 'Or save crests'}: ${optionText(option)} for ${cost}${have}${wear}, ${answer.charAt(0).toLowerCase()}${answer.slice(1)}.`
}

function idsText(ids: readonly number[]): string {
  const shown = ids.slice(0, 5).map(String)
  if (ids.length > 5) shown.push(`${ids.length - 5} more`)
  const last = shown.pop()
  return shown.length === 0
    ? `currency ${last}, an earlier season's crest and not one of`
    : `currencies ${shown.join(', ')} and ${last}, an earlier season's crests and not`
}

/** One sentence per problem of the export. */
export function problemText(problem: CrestPlanProblem): string {
  switch (problem.kind) {
    case 'no-currencies':
      return 'Your export has no crest balances (no upgrade_currencies line), so the costs are shown without what you can pay for now.'
    case 'no-watermark':
      return 'Your export has no slot_high_watermarks line, so every step is priced in full: steps up to your highest trinket level so far may really be free.'
    case 'watermark-above-season':
      return `Your export gives a trinket watermark of ${problem.mark}, above any level this season has (${problem.highestLevel}), so it is not read and every step is priced in full.`
    case 'refused-balance':
      return `Your export gives ${thousands(problem.amount)} ${problem.crest.name}s, which no character can hold, so that balance is not read and nothing is said about what it pays for.`
    case 'other-currencies':
      return `Your export also lists ${idsText(problem.ids)} this season's Mistcrests: ${problem.ids.length === 1 ? 'it is' : 'they are'} not counted.`
    case 'unknown-rank':
      return `${problem.name}'s bonus ids name ${problem.label}, a rank the site's data does not know, so no steps are planned for it.`
    case 'level-disagrees':
      return `The export says ${problem.name} is ${problem.exportLevel}, its bonus ids say ${problem.bonusLevel} (${problem.label}), so its rank is in doubt and no steps are planned for it.`
  }
}
