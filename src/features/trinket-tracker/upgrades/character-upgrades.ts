// Everything the tracker says about the imported character's upgrades, worked out once per
// character, spec, fight and item-level context, as plain data (the box and the rows put it into
// words): each trinket of the export with its level, track and value; the Great Vault's choices
// and the bag trinkets ranked; the best upgrade the character already has; and the list's best
// drops to farm, leaving out what the character owns at that level already.
//
// Loaded on its own (use-character-upgrades.ts) once a character is imported, so the tracker's
// first load does not carry it.
import type { ItemLevelContext } from '~/domain/season/item-level-context'
import type { Certainty, SeasonDataset, SimSource, Trinket } from '~/domain/season/schema'
import type { FightStyle, SimUnit } from '~/domain/sims/fight-styles'
import type { CharacterFields, CharacterTrinket } from '../character/character-schema'
import { type ExportSeason, exportSeasonOf } from '../character/export-season'
import { bestLevelOf, holdsAtLevel, type OwnedTrinkets, ownedTrinkets } from '../character/owned'
import { trinketItemLevel } from '../item-level/item-level'
import type { TrinketEntry } from '../model/trinket-filter'
import { dropText } from '../model/trinket-words'
import type { FightSims } from '../sims/sim-value'
import {
  sortingGain,
  type TrinketAtLevel,
  type UpgradeGain,
  upgradeGain,
  type ValueBook,
  type ValueRun,
  valueBookOf,
} from './upgrade-gain'
import { type KnownTrinkets, trinketIdentity } from './your-trinkets'

/** A copy the character owns (worn or in the bags) at a known level: the export's own fields. */
type OwnedCopy = {
  where: Exclude<CharacterTrinket['where'], 'vault'>
  itemLevel: NonNullable<CharacterTrinket['itemLevel']>
}

/** One trinket of the export, named, with what swapping it in would do. */
export type YourTrinket = {
  trinket: CharacterTrinket
  name: string
  /** Where it comes from, the same on every spec: "Season 2 raid", "crafted", "source unknown". */
  label: string
  known: boolean
  seasonTrinket: Trinket | undefined
  /** The gain of equipping it; for a worn one, its own value over an empty slot. */
  answer: UpgradeGain
  /** A copy the character owns (worn or in the bags) at this level or higher. */
  ownedCopy: OwnedCopy | undefined
  /** How many levels it has over a worn copy of the same trinket (negative: under it). */
  levelsOverWorn: number | undefined
}

/** A candidate that is an upgrade, and where it comes from. */
export type BestUpgrade = {
  id: number
  name: string
  /** The season's trinket, for its icon; undefined for one the dataset does not hold. */
  seasonTrinket: Trinket | undefined
  itemLevel: number
  /** "from your vault", "in your bags", "from a +10 run". */
  from: string
  /** Where it drops, for the list's drops: "Rav'i, Altar of Fangs". */
  place?: string
  /** How sure the drop's level is, for the list's drops. */
  level?: { certainty: Certainty; note: string | undefined }
  answer: UpgradeGain
  /** The export's own item, for the vault's and bags' choices. */
  item?: CharacterTrinket
}

/** How many of the list's drops the profile sets and the box offer. */
export const farmChoices = 5

export type CharacterUpgrades = {
  /** Undefined where the spec has no published sims: levels and tracks, no numbers. */
  unit: SimUnit | undefined
  fight: FightStyle | undefined
  publisher: string | undefined
  /** The run the list's rows read, and every publisher run (for naming runs a value mixes). */
  listRun: ValueRun | undefined
  sources: readonly SimSource[]
  /** What the gains are read from, for the rows' answers. */
  book: ValueBook | undefined
  /** Each trinket's best copy worn or in the bags, as the rows' owned marks read it. */
  owned: OwnedTrinkets
  /** The two worn trinkets at their levels, as the rule compares them. */
  worn: readonly TrinketAtLevel[]
  exportSeason: ExportSeason
  equipped: readonly YourTrinket[]
  bags: readonly YourTrinket[]
  /** Biggest gain first; choices without a number after, in the export's order. */
  vault: readonly YourTrinket[]
  /** A worn trinket without a published value, which every comparison names. */
  unvaluedWorn: readonly YourTrinket[]
  /** A trinket slot is empty and the bags hold a trinket: wearing it is the first answer. */
  fillEmptySlot: YourTrinket | undefined
  /** The vault's choices, then the bag trinkets, that are upgrades (each in its list's order). */
  ownedUpgrades: readonly BestUpgrade[]
  /** The best of the vault's choices and the bags; undefined when none is a known upgrade. */
  bestOwned: BestUpgrade | undefined
  /** A key level, raid difficulty or track is chosen: the rows have one level each. */
  contentChosen: boolean
  /** The list's best drops in the chosen content, one per trinket, biggest gain first. */
  toFarm: readonly BestUpgrade[]
  /** Items whose bonus ids were cut at the site's cap: no profile set is written for them. */
  cutItems: readonly YourTrinket[]
  trinketsLeftOut: number
}

export type UpgradeInputs = {
  dataset: SeasonDataset
  character: CharacterFields
  /** The list's sims for its fight; undefined where the spec has none. */
  sims: FightSims | undefined
  context: ItemLevelContext | undefined
  /** The spec's trinkets: the candidates for the best one to farm. */
  entries: readonly TrinketEntry[]
  names: KnownTrinkets
}

/** The highest level the season's data knows: a figure above it is not read as a level. */
export function highestSeasonLevel(dataset: SeasonDataset): number {
  return Math.max(
    ...dataset.upgradeTracks.flatMap((track) => track.steps.map((step) => step.itemLevel)),
    ...dataset.itemBonuses.levels.map((level) => level.itemLevel),
    ...dataset.aboveTrackItemLevels.map((level) => level.itemLevel),
  )
}

function byGain(a: YourTrinket, b: YourTrinket): number {
  const ga = sortingGain(a.answer)
  const gb = sortingGain(b.answer)
  if (ga === undefined || gb === undefined)
    return (ga === undefined ? 1 : 0) - (gb === undefined ? 1 : 0)
  return gb - ga
}

export function characterUpgrades(inputs: UpgradeInputs): CharacterUpgrades {
  const { dataset, character, sims, context, entries, names } = inputs
  const book = sims && valueBookOf(sims, highestSeasonLevel(dataset))
  const wornTrinkets = character.trinkets.filter((t) => t.where === 'equipped').slice(0, 2)
  const atLevel = (trinket: CharacterTrinket, name: string): TrinketAtLevel => ({
    id: trinket.id,
    name,
    itemLevel: trinket.itemLevel,
  })
  const worn = wornTrinkets.map((trinket) =>
    atLevel(trinket, trinketIdentity(dataset, names, book, trinket).name),
  )
  // Each trinket's best copy worn or in the bags, as the rows' owned marks read it.
  const owned = ownedTrinkets(character) ?? new Map<number, CharacterTrinket>()

  /** Another copy owned at this level or higher (not the item itself). */
  const ownedCopyOf = (trinket: CharacterTrinket): OwnedCopy | undefined => {
    const copy = owned.get(trinket.id)
    if (
      !copy ||
      copy.where === 'vault' ||
      copy.itemLevel === null ||
      trinket.itemLevel === null ||
      copy.itemLevel < trinket.itemLevel
    ) {
      return undefined
    }
    // The same bag item is no "other copy" of itself.
    const others = character.trinkets.filter(
      (t) => t !== trinket && t.where !== 'vault' && t.id === trinket.id,
    )
    return others.some((t) => (t.itemLevel ?? -1) >= (trinket.itemLevel ?? 0))
      ? { where: copy.where, itemLevel: copy.itemLevel }
      : undefined
  }
  const yours = (trinket: CharacterTrinket): YourTrinket => {
    const identity = trinketIdentity(dataset, names, book, trinket)
    const wornCopy = wornTrinkets.find((t) => t.id === trinket.id && t !== trinket)
    return {
      trinket,
      ...identity,
      // A worn trinket's own value is its gain over the empty slot it would leave.
      answer: upgradeGain(
        book,
        trinket.where === 'equipped' ? [] : worn,
        atLevel(trinket, identity.name),
      ),
      ownedCopy: trinket.where === 'equipped' ? undefined : ownedCopyOf(trinket),
      levelsOverWorn:
        wornCopy?.itemLevel != null && trinket.itemLevel !== null
          ? trinket.itemLevel - wornCopy.itemLevel
          : undefined,
    }
  }

  const equipped = wornTrinkets.map(yours)
  const bags = character.trinkets
    .filter((t) => t.where === 'bags')
    .map(yours)
    .sort(byGain)
  const vault = character.trinkets
    .filter((t) => t.where === 'vault')
    .map(yours)
    .sort(byGain)
  const unvaluedWorn = equipped.filter((t) => t.answer.kind === 'unknown')

  // An empty slot is filled by the best bag trinket the character does not wear already.
  const fillEmptySlot =
    equipped.length < 2
      ? bags.find((t) => !equipped.some((e) => e.trinket.id === t.trinket.id))
      : undefined

  // The vault's and bags' choices that are upgrades, leaving out a vault copy of a trinket the
  // character holds at that level or higher already.
  const ownedUpgrades = [...vault, ...bags].flatMap((candidate): BestUpgrade[] =>
    candidate.answer.kind === 'gain' &&
    !(candidate.trinket.where === 'vault' && candidate.ownedCopy)
      ? [
          {
            id: candidate.trinket.id,
            item: candidate.trinket,
            name: candidate.name,
            seasonTrinket: candidate.seasonTrinket,
            itemLevel: candidate.trinket.itemLevel ?? 0,
            from: candidate.trinket.where === 'vault' ? 'from your vault' : 'in your bags',
            answer: candidate.answer,
          },
        ]
      : [],
  )
  // The biggest gain; the first of equal ones (the vault's before the bags').
  const bestOwned = ownedUpgrades.reduce<BestUpgrade | undefined>(
    (best, upgrade) =>
      best && (sortingGain(best.answer) ?? 0) >= (sortingGain(upgrade.answer) ?? 0)
        ? best
        : upgrade,
    undefined,
  )

  const bestPerTrinket = new Map<number, BestUpgrade>()
  for (const entry of entries) {
    for (const drop of entry.drops) {
      const level = bestLevelOf(
        dataset,
        trinketItemLevel(dataset, entry.trinket, drop.source, context),
        context,
      )
      if (!level) continue
      // What the character holds at that level or higher is no reason to farm it.
      if (holdsAtLevel(owned, entry.trinket.id, level.itemLevel)) continue
      const answer = upgradeGain(book, worn, {
        id: entry.trinket.id,
        name: entry.trinket.name,
        itemLevel: level.itemLevel,
      })
      if (answer.kind !== 'gain') continue
      const before = bestPerTrinket.get(entry.trinket.id)
      if (before && (sortingGain(before.answer) ?? 0) >= answer.gain) continue
      bestPerTrinket.set(entry.trinket.id, {
        id: entry.trinket.id,
        name: entry.trinket.name,
        seasonTrinket: entry.trinket,
        itemLevel: level.itemLevel,
        from: level.from,
        place: dropText(drop),
        level: { certainty: level.certainty, note: level.note },
        answer,
      })
    }
  }
  const toFarm = [...bestPerTrinket.values()]
    .sort((a, b) => (sortingGain(b.answer) ?? 0) - (sortingGain(a.answer) ?? 0))
    .slice(0, farmChoices)

  return {
    unit: book?.unit,
    fight: sims?.fight,
    publisher: sims?.source.publisher,
    listRun: book?.run,
    sources: dataset.simSources,
    book,
    owned,
    worn,
    exportSeason: exportSeasonOf(dataset, character),
    equipped,
    bags,
    vault,
    unvaluedWorn,
    fillEmptySlot,
    ownedUpgrades,
    bestOwned,
    contentChosen: context !== undefined,
    toFarm,
    cutItems: [...equipped, ...bags, ...vault].filter((t) => t.trinket.bonusIdsCut),
    trinketsLeftOut: character.trinketsLeftOut,
  }
}
