// "What to upgrade with the crests you have, and what it adds" (issue #42), as plain data: every
// owned trinket on one of the season's upgrade tracks with its track, rank and the levels it can
// still reach; each step's crest cost after the rules of the season dataset (`upgradeRules`: the
// track's own Mistcrest per step, free up to the trinket slot's high watermark, half price with
// the track's "… of the Mist" achievement); what each step adds; the Mistcrest balances of the
// export and what they pay for now; and the best use of each kind of crest, by gain per crest.
//
// Gains are the upgrade answer's own rule (upgrade-gain.ts), so nothing here reads a value another
// way: a worn trinket at a higher rank is compared with its own copy as worn (value at the new
// level minus the value now), a bag or vault trinket upgraded with the weaker worn one. Values are
// read as the rows read them, at the simmed point at or nearest below the level (no
// interpolation): between two simmed points a step can add nothing until the next point, and the
// words say which lower point was read.
//
// Nothing is planned on a guess: an export of another season has no plan; a balance that is
// negative or beyond any season's earning is no balance; a watermark above every level of the
// season is not read (full price, said); a rank the data does not know gives that trinket no steps.
// Each of those is one problem, put into one sentence by crest-plan-words.ts.
import type { Certainty, SeasonDataset, TrackName } from '~/domain/season/schema'
import type { CharacterFields, CharacterTrinket } from '../character/character-schema'
import type { ExportSeason } from '../character/export-season'
import { type CharacterUpgrades, highestSeasonLevel } from './character-upgrades'
import {
  sortingGain,
  type TrinketAtLevel,
  type UpgradeGain,
  upgradeGain,
  type ValueBook,
} from './upgrade-gain'

/** A season crest: one track's own Mistcrest. */
/**
 * The answer as the chunk hands it over (upgrades-chunk.ts): with what to upgrade with the crests
 * the export lists. Optional, so an answer put together without a plan (a test's) is one too.
 */
export type AnsweredUpgrades = CharacterUpgrades & { crestPlan?: CrestPlan }

export type Crest = { track: TrackName; currencyId: number; name: string }

/** How many of a crest the export says the character holds. */
export type CrestBalance =
  | { kind: 'read'; amount: number }
  /** The export has no currencies line: the balance is unknown, costs are still shown. */
  | { kind: 'not-in-export' }
  /** Negative, or more than any character can hold: not taken as a balance. */
  | { kind: 'refused'; amount: number }

/** Which rule set a step's price. */
export type StepRule =
  | { kind: 'full' }
  /** Target level at or below the slot's high watermark (inferred rule). */
  | { kind: 'watermark'; mark: number }
  /** The track's "… of the Mist" achievement is in the export (inferred rule). */
  | { kind: 'mist'; achievement: string }

export type PlanStep = {
  rank: number
  itemLevel: number
  /** How sure the level of this rank is. */
  levelCertainty: Certainty
  /** The game's bonus id for this rank: what a profile set puts in place of the current one. */
  bonusId: number
  cost: number
  rule: StepRule
  /** How sure the rule that set the price is (full price: the step cost's own certainty). */
  ruleCertainty: Certainty
  /** Crests from the current rank to this one. */
  totalCost: number
  /** The balance pays for every step up to this one; undefined when the balance is unknown. */
  affordable: boolean | undefined
  /**
   * The upgrade answer at this level: for a worn trinket against its own level now, for a bag or
   * vault trinket against the weaker worn one (wearing it upgraded).
   */
  answer: UpgradeGain
  /** What the crests add from the current rank to this one, in the spec's unit; undefined: unknown. */
  added: number | undefined
  /** What this one step adds; undefined: unknown. */
  stepAdded: number | undefined
}

export type TrinketPlan = {
  item: CharacterTrinket
  name: string
  where: CharacterTrinket['where']
  crest: Crest | undefined
  track: TrackName | undefined
  rank: number | undefined
  ranks: number | undefined
  itemLevel: number
  /** The current rank's bonus id, which a profile set replaces by the target rank's. */
  currentBonusId: number | undefined
  status:
    | { kind: 'steps' }
    | { kind: 'top-rank' }
    /** Above the track's last rank (Myth 9): the game offers no upgrade. */
    | { kind: 'cannot-upgrade'; label: string }
  /** What the trinket adds at its level now (a bag or vault one, worn in place of the weaker). */
  now: UpgradeGain | undefined
  steps: readonly PlanStep[]
}

/** One way to spend crests: a trinket taken from its rank now to a target rank. */
export type CrestOption = {
  /** Which of the plan's trinkets. */
  trinketIndex: number
  name: string
  where: CharacterTrinket['where']
  fromLevel: number
  toLevel: number
  toRank: number
  ranks: number
  crest: Crest
  totalCost: number
  /** What the crests add, in the spec's unit; undefined: unknown. */
  added: number | undefined
  answer: UpgradeGain
}

/** The best use of one kind of crest, and what the balance pays for now on that trinket. */
export type BestUse = {
  crest: Crest
  balance: CrestBalance
  best: CrestOption
  /** The furthest the balance takes the same trinket now (free steps included). */
  now: CrestOption | undefined
  /** Every option of this crest that adds something, best gain per crest first. */
  ranked: readonly CrestOption[]
}

export type CrestPlanProblem =
  | { kind: 'no-currencies' }
  | { kind: 'no-watermark' }
  | { kind: 'watermark-above-season'; mark: number; highestLevel: number }
  | { kind: 'refused-balance'; crest: Crest; amount: number }
  | { kind: 'other-currencies'; ids: readonly number[] }
  | { kind: 'unknown-rank'; name: string; label: string }
  | {
      kind: 'level-disagrees'
      name: string
      exportLevel: number
      bonusLevel: number
      label: string
    }

export type CrestPlan =
  | { kind: 'no-plan'; season: ExportSeason }
  | {
      kind: 'plan'
      /** Each season Mistcrest with the balance the export gives. */
      balances: readonly { crest: Crest; balance: CrestBalance }[]
      /** The character's trinket watermark as read, or undefined where none is used. */
      watermark: number | undefined
      trinkets: readonly TrinketPlan[]
      /** Best gain per crest first; only kinds of crest with something to add. */
      bestUse: readonly BestUse[]
      /** Steps free by the watermark that add something: do these first. */
      free: readonly CrestOption[]
      /**
       * Beside "Best to farm": the biggest gain the balances pay for now, or where none does,
       * the best gain per crest with what it costs.
       */
      alternative: { option: CrestOption; affordable: boolean } | undefined
      problems: readonly CrestPlanProblem[]
      /** The worn trinkets' slots, for the profile sets: an upgrade goes where it is worn. */
      wornSlots: readonly { id: number; slot: 1 | 2 | undefined }[]
    }

export type CrestPlanInputs = {
  dataset: SeasonDataset
  character: Pick<CharacterFields, 'trinkets' | 'currencies' | 'watermarks' | 'achievements'>
  book: ValueBook | undefined
  /** The worn trinkets at their levels, as the upgrade answer compares them. */
  worn: readonly TrinketAtLevel[]
  exportSeason: ExportSeason
  /** The highest level the season's data knows (character-upgrades' highestSeasonLevel). */
  highestLevel: number
  /** Names by export trinket (the answer's names table); else the export's comment. */
  nameOf?: (trinket: CharacterTrinket) => string | undefined
}

/**
 * More of one crest than any character holds: a season's allowance grows by 100 a week (lifted
 * later, so the true ceiling is unknown); only a figure no play reaches is refused.
 */
export const absurdBalance = 100_000

/** Gains smaller than this are rounding in the published numbers. */
const tolerance = 1e-9

function balanceOf(character: CrestPlanInputs['character'], crest: Crest): CrestBalance {
  if (character.currencies.length === 0) return { kind: 'not-in-export' }
  const listed = character.currencies.filter((c) => c.id === crest.currencyId)
  // The addon writes each currency once; a second entry is another figure for the same thing.
  const amounts = new Set(listed.map((c) => c.amount))
  const [amount] = amounts
  if (amount === undefined) return { kind: 'read', amount: 0 }
  if (amounts.size > 1 || amount < 0 || amount > absurdBalance) {
    return {
      kind: 'refused',
      amount: listed.find((c) => c.amount < 0 || c.amount > absurdBalance)?.amount ?? amount,
    }
  }
  return { kind: 'read', amount }
}

/** The crest-attributable gain: a bag trinket's gain now is had without spending a crest. */
function addedBy(
  target: UpgradeGain,
  now: UpgradeGain | undefined,
  worn: boolean,
): number | undefined {
  const at = sortingGain(target)
  if (at === undefined) return undefined
  if (worn) return at
  const before = now && sortingGain(now)
  if (before === undefined) return undefined
  return Math.max(0, at) - Math.max(0, before)
}

function optionOf(
  plans: readonly TrinketPlan[],
  trinketIndex: number,
  step: PlanStep,
): CrestOption | undefined {
  const plan = plans[trinketIndex]
  if (!plan?.crest || plan.ranks === undefined) return undefined
  return {
    trinketIndex,
    name: plan.name,
    where: plan.where,
    fromLevel: plan.itemLevel,
    toLevel: step.itemLevel,
    toRank: step.rank,
    ranks: plan.ranks,
    crest: plan.crest,
    totalCost: step.totalCost,
    added: step.added,
    answer: step.answer,
  }
}

/** Best gain per crest first; at equal value, the cheaper. */
function byGainPerCrest(a: CrestOption, b: CrestOption): number {
  const perCrest = (b.added ?? 0) / b.totalCost - (a.added ?? 0) / a.totalCost
  return Math.abs(perCrest) > tolerance ? perCrest : a.totalCost - b.totalCost
}

export function crestPlan(inputs: CrestPlanInputs): CrestPlan {
  const { dataset, character, book, worn, exportSeason, highestLevel } = inputs
  if (exportSeason.kind !== 'current') return { kind: 'no-plan', season: exportSeason }
  const rules = dataset.upgradeRules
  const problems: CrestPlanProblem[] = []

  const crests: Crest[] = dataset.upgradeTracks.map((track) => ({
    track: track.name,
    currencyId: track.crest.currencyId,
    name: track.crest.name,
  }))
  const balances = crests.map((crest) => ({ crest, balance: balanceOf(character, crest) }))
  if (character.currencies.length === 0) problems.push({ kind: 'no-currencies' })
  for (const { crest, balance } of balances) {
    if (balance.kind === 'refused')
      problems.push({ kind: 'refused-balance', crest, amount: balance.amount })
  }
  // Honor and the like are no crests and need no word; an earlier season's crests look like crests
  // a player might expect to spend, so they are named.
  const earlierCrests = new Set(
    dataset.itemBonuses.previousSeason.tracks.map((track) => track.crestCurrencyId),
  )
  const others = [
    ...new Set(character.currencies.map((c) => c.id).filter((id) => earlierCrests.has(id))),
  ]
  if (others.length > 0) problems.push({ kind: 'other-currencies', ids: others })

  // The two trinkets share one mark. A slot the line leaves out has none (the addon writes a
  // slot once either value is set); without the line at all, full price is an assumption.
  let watermark: number | undefined
  if (character.watermarks.length === 0) {
    problems.push({ kind: 'no-watermark' })
  } else {
    const mark = character.watermarks.find((w) => w.slot === rules.watermark.trinketSlot)
    if (mark && mark.itemLevel > highestLevel) {
      problems.push({ kind: 'watermark-above-season', mark: mark.itemLevel, highestLevel })
    } else if (mark && mark.itemLevel > 0) {
      watermark = mark.itemLevel
    }
  }
  const achieved = new Set(character.achievements)

  const trinkets: TrinketPlan[] = []
  for (const item of character.trinkets) {
    const bonus = item.bonusLevel
    if (!bonus || (bonus.kind !== 'track' && bonus.kind !== 'above-track')) continue
    const name = inputs.nameOf?.(item) ?? item.name ?? `Item ${item.id}`
    // The export's own level is the game's: where the ids say another, the rank is in doubt.
    if (item.itemLevel !== null && item.itemLevel !== bonus.itemLevel) {
      problems.push({
        kind: 'level-disagrees',
        name,
        exportLevel: item.itemLevel,
        bonusLevel: bonus.itemLevel,
        label: bonus.label,
      })
      continue
    }
    const track = dataset.upgradeTracks.find((t) => t.name === bonus.track?.name)
    const crest = crests.find((c) => c.track === track?.name)
    const isWorn = item.where === 'equipped'
    const here: TrinketAtLevel = { id: item.id, name, itemLevel: bonus.itemLevel }
    const now = isWorn ? undefined : upgradeGain(book, worn, here)
    const base = {
      item,
      name,
      where: item.where,
      crest,
      track: track?.name,
      rank: bonus.track?.rank,
      ranks: track?.steps.length,
      itemLevel: bonus.itemLevel,
      currentBonusId: undefined as number | undefined,
      now,
    }
    if (bonus.kind === 'above-track') {
      trinkets.push({ ...base, status: { kind: 'cannot-upgrade', label: bonus.label }, steps: [] })
      continue
    }
    const current = track?.steps.find(
      (s) => s.rank === bonus.track?.rank && s.itemLevel === bonus.itemLevel,
    )
    if (!track || !crest || !current) {
      problems.push({ kind: 'unknown-rank', name, label: bonus.label })
      continue
    }
    const balance = balances.find((b) => b.crest === crest)?.balance
    const mist = rules.mistDiscount.achievements.find(
      (a) => a.track === track.name && achieved.has(a.achievementId),
    )
    const steps: PlanStep[] = []
    let totalCost = 0
    // Nothing is added before the first crest: a bag trinket's gain now needs none.
    let previousAdded: number | undefined =
      isWorn || (now && sortingGain(now) !== undefined) ? 0 : undefined
    for (const step of track.steps.filter((s) => s.rank > current.rank)) {
      const free = watermark !== undefined && step.itemLevel <= watermark
      const rule: StepRule = free
        ? { kind: 'watermark', mark: watermark ?? 0 }
        : mist
          ? { kind: 'mist', achievement: mist.name }
          : { kind: 'full' }
      const cost =
        rule.kind === 'watermark'
          ? 0
          : rule.kind === 'mist'
            ? rules.mistDiscount.crestsPerStep
            : rules.crestsPerStep
      const ruleCertainty =
        rule.kind === 'watermark'
          ? rules.watermark.provenance.certainty
          : rule.kind === 'mist'
            ? rules.mistDiscount.provenance.certainty
            : rules.stepCostProvenance.certainty
      totalCost += cost
      const answer = upgradeGain(book, worn, { ...here, itemLevel: step.itemLevel })
      const added = addedBy(answer, now, isWorn)
      steps.push({
        rank: step.rank,
        itemLevel: step.itemLevel,
        levelCertainty: step.certainty,
        bonusId: step.bonusId,
        cost,
        rule,
        ruleCertainty,
        totalCost,
        affordable:
          totalCost === 0
            ? true
            : balance?.kind === 'read'
              ? totalCost <= balance.amount
              : undefined,
        answer,
        added,
        stepAdded:
          added !== undefined && previousAdded !== undefined ? added - previousAdded : undefined,
      })
      previousAdded = added
    }
    trinkets.push({
      ...base,
      currentBonusId: current.bonusId,
      status: steps.length > 0 ? { kind: 'steps' } : { kind: 'top-rank' },
      steps,
    })
  }

  // The vault's choices are not the character's until taken: their steps are shown, but crests
  // are spent on what the character owns.
  const owned = trinkets.flatMap((plan, index) =>
    plan.where !== 'vault' && plan.crest ? [index] : [],
  )
  const optionsWhere = (keep: (step: PlanStep) => boolean) =>
    owned.flatMap((index) =>
      (trinkets[index]?.steps ?? []).flatMap((step) => {
        const option = keep(step) ? optionOf(trinkets, index, step) : undefined
        return option && (option.added ?? 0) > tolerance ? [option] : []
      }),
    )
  const paid = optionsWhere((step) => step.totalCost > 0)
  // Steps free by the watermark that add something: the furthest free one of each trinket.
  const free = owned.flatMap((index) => {
    const lastFree = trinkets[index]?.steps.filter((s) => s.totalCost === 0).at(-1)
    const option = lastFree && optionOf(trinkets, index, lastFree)
    return option && (option.added ?? 0) > tolerance ? [option] : []
  })

  const bestUse = balances.flatMap(({ crest, balance }): BestUse[] => {
    const ranked = paid.filter((o) => o.crest.currencyId === crest.currencyId).sort(byGainPerCrest)
    const [best] = ranked
    if (!best) return []
    const reach = trinkets[best.trinketIndex]?.steps.filter((s) => s.affordable === true).at(-1)
    const now = reach && optionOf(trinkets, best.trinketIndex, reach)
    return [{ crest, balance, best, now, ranked }]
  })
  bestUse.sort((a, b) => byGainPerCrest(a.best, b.best))

  // Beside "Best to farm", what matters is the gain over what is worn, as a drop's: a bag
  // trinket upgraded and worn counts whole (its crests must add something, or it is no crest use).
  const improvement = (o: CrestOption) => sortingGain(o.answer) ?? 0
  const biggest = optionsWhere((step) => step.affordable === true && step.totalCost > 0).reduce<
    CrestOption | undefined
  >(
    (top, o) => (top === undefined || improvement(o) > improvement(top) + tolerance ? o : top),
    undefined,
  )
  const [firstBest] = bestUse
  const alternative = biggest
    ? { option: biggest, affordable: true }
    : firstBest
      ? { option: firstBest.best, affordable: false }
      : undefined

  return {
    kind: 'plan',
    balances,
    watermark,
    trinkets,
    bestUse,
    free,
    alternative,
    problems,
    wornSlots: character.trinkets
      .filter((t) => t.where === 'equipped')
      .slice(0, 2)
      .map((t) => ({ id: t.id, slot: t.slot })),
  }
}

/** The plan for the character beside its upgrade answer: the same values, worn pair and names. */
export function crestPlanFor(
  dataset: SeasonDataset,
  character: CrestPlanInputs['character'],
  upgrades: Pick<
    CharacterUpgrades,
    'book' | 'worn' | 'exportSeason' | 'equipped' | 'bags' | 'vault'
  >,
): CrestPlan {
  const names = new Map(
    [...upgrades.equipped, ...upgrades.bags, ...upgrades.vault].map((t) => [t.trinket, t.name]),
  )
  return crestPlan({
    dataset,
    character,
    book: upgrades.book,
    worn: upgrades.worn,
    exportSeason: upgrades.exportSeason,
    highestLevel: highestSeasonLevel(dataset),
    nameOf: (trinket) => names.get(trinket),
  })
}
