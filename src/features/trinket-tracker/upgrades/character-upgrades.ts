// Everything the tracker says about the imported character's upgrades, worked out once per
// character, spec, fight and item-level context: each trinket of the export with its level and
// value, the Great Vault's choices ranked, the bag trinkets that beat a worn one, the best
// upgrade, and each list row's gain at the level the chosen content gives it.
//
// Loaded on its own (use-character-upgrades.ts) once a character is imported, so the tracker's
// first load does not carry it.
import type { ItemLevelContext } from '~/domain/season/item-level-context'
import type { Certainty, SeasonDataset, Trinket } from '~/domain/season/schema'
import { seasonIndex } from '~/domain/season/season-index'
import { changedSince } from '~/domain/season/trinket-changes'
import type { FightStyle, SimUnit } from '~/domain/sims/fight-styles'
import { formatShortDate } from '~/lib/format-date'
import { changeName } from '../before-change'
import { bestLevelOf } from '../character/owned'
import { trinketItemLevel } from '../item-level/item-level'
import type { TrinketItemLevel } from '../item-level/item-level-answer'
import { rowItemLevel } from '../list/row-order'
import type {
  TrinketEntry,
  TrinketFilters,
  TrinketGroup,
  TrinketRowData,
} from '../list/trinket-filter'
import type { FightSims } from '../sims/sim-value'
import { dropText } from '../trinket-words'
import {
  sortingGain,
  type TrinketAtLevel,
  type UpgradeGain,
  upgradeGain,
  valueBookOf,
} from './upgrade-gain'
import { readingNote, upgradeAnswerText } from './upgrade-words'
import { groupByUpgrade } from './upgrades-order'

/** A trinket as the export lists it: worn, in the bags, or one of the Great Vault's choices. */
export type ExportTrinket = {
  id: number
  where: 'equipped' | 'bags' | 'vault'
  slot?: 1 | 2 | undefined
  itemLevel: number | null
  bonusIds: readonly number[]
  name?: string | null | undefined
}

export type CharacterForUpgrades = {
  classSlug: string
  specSlug: string
  trinkets: readonly ExportTrinket[]
}

/** What a trinket is, in players' words, where it is not one of the season's drops. */
export type TrinketKind = 'season' | 'crafted' | 'delve' | 'pvp' | 'older' | 'other' | 'unknown'

/** One trinket of the export, named, with what swapping it in would do. */
export type YourTrinket = {
  trinket: ExportTrinket
  /** The season's trinket of that id, for its icon; undefined for others. */
  seasonTrinket: Trinket | undefined
  name: string
  kind: TrinketKind
  /** The gain of equipping it; for a worn one, its own value over an empty slot. */
  answer: UpgradeGain
}

/**
 * An answer ready to show: the sentence, where a lower simmed level was read, and whether a value
 * it uses was simmed before its trinket last changed (the hotfix guard's note).
 */
export type UpgradeWords = {
  answer: UpgradeGain
  text: string
  note: string | undefined
  beforeChange: string | undefined
}

/** A row's answer, with where its level comes from and how sure that level is. */
export type RowUpgrade = UpgradeWords & {
  from: string
  certainty: Certainty
  /** Why the level is inferred or disputed; absent when confirmed. */
  levelNote: string | undefined
}

/** A candidate that is an upgrade, and where it comes from in players' words. */
export type BestUpgrade = {
  id: number
  name: string
  /** The season's trinket, for its icon; undefined for one the dataset does not hold. */
  seasonTrinket: Trinket | undefined
  itemLevel: number
  from: string
  /** Where it drops, for the list's drops: "Rav'i, Altar of Fangs". */
  place?: string
  /** How sure the drop's level is, for the list's drops. */
  level?: { certainty: Certainty; note: string | undefined }
  words: UpgradeWords
  /** The export's own item, for the vault's and bags' choices. */
  item?: ExportTrinket
}

/** How many of the list's drops the profile sets and the box offer. */
export const farmChoices = 5

export type CharacterUpgrades = {
  unit: SimUnit
  fight: FightStyle
  publisher: string
  /** When the values were simmed: an answer older than its trinket's last change says so. */
  simmedAt: string
  equipped: readonly YourTrinket[]
  bags: readonly YourTrinket[]
  /** Biggest gain first; choices without a number after, in the export's order. */
  vault: readonly YourTrinket[]
  /** The vault's choices, then the bag trinkets, that are upgrades (each in its list's order). */
  ownedUpgrades: readonly BestUpgrade[]
  /** The best of the vault's choices and the bags; undefined when none is an upgrade. */
  bestOwned: BestUpgrade | undefined
  /** A key level, raid difficulty or track is chosen: the rows have one level each. */
  contentChosen: boolean
  /** The list's best drops in the chosen content, one per trinket, biggest gain first. */
  toFarm: readonly BestUpgrade[]
  /** A row's answer at the level the chosen content gives it; undefined where it has no one level. */
  rowUpgrade: (row: TrinketRowData) => RowUpgrade | undefined
  /** A trinket's answer at the level an item-level answer gives it in the chosen content. */
  gainAt: (trinket: { id: number; name: string }, level: TrinketItemLevel) => RowUpgrade | undefined
  /** The number "Your upgrades" sorts a row by; undefined where there is none. */
  rowGain: (row: TrinketRowData) => number | undefined
  /** An answer in words, its reading note with the worn trinkets' readings or (false) without. */
  words: (answer: UpgradeGain, withWorn?: boolean) => UpgradeWords
  /** The list in the "Your upgrades" order (upgrades-order.ts). */
  groupRows: (entries: readonly TrinketEntry[], filters: TrinketFilters) => TrinketGroup[]
}

const categoryKinds: Record<string, TrinketKind> = {
  Profession: 'crafted',
  Delve: 'delve',
  'High PvP': 'pvp',
  Raid: 'older',
  Dungeon: 'older',
}

export const trinketKindNames: Record<Exclude<TrinketKind, 'season'>, string> = {
  crafted: 'crafted',
  delve: 'delve',
  pvp: 'PvP',
  older: 'an earlier season’s',
  other: 'not from this season',
  unknown: 'not known to this site',
}

function byGain(a: YourTrinket, b: YourTrinket): number {
  const ga = sortingGain(a.answer)
  const gb = sortingGain(b.answer)
  if (ga === undefined || gb === undefined)
    return (ga === undefined ? 1 : 0) - (gb === undefined ? 1 : 0)
  return gb - ga
}

export function characterUpgrades(
  dataset: SeasonDataset,
  character: CharacterForUpgrades,
  sims: FightSims,
  context: ItemLevelContext | undefined,
  /** The spec's trinkets: the candidates for the best one to farm. */
  entries: readonly TrinketEntry[],
): CharacterUpgrades {
  const index = seasonIndex(dataset)
  const book = valueBookOf(sims)
  const unit = sims.source.unit

  function kindOf(id: number): TrinketKind {
    if (index.trinketById(id)) return 'season'
    const worn = sims.wornOnly.get(id)
    if (!worn) return 'unknown'
    return categoryKinds[worn.sourceCategory ?? ''] ?? 'other'
  }
  /** The site's English name where it knows the trinket, so rows and answers agree. */
  function nameOf(trinket: ExportTrinket): string {
    return (
      index.trinketById(trinket.id)?.name ??
      sims.wornOnly.get(trinket.id)?.name ??
      trinket.name ??
      `Item ${trinket.id}`
    )
  }
  const atLevel = (trinket: ExportTrinket): TrinketAtLevel => ({
    id: trinket.id,
    name: nameOf(trinket),
    itemLevel: trinket.itemLevel,
  })
  const wornTrinkets = character.trinkets.filter((t) => t.where === 'equipped').slice(0, 2)
  const worn = wornTrinkets.map(atLevel)

  const words = (answer: UpgradeGain, withWorn = true): UpgradeWords => ({
    answer,
    text: upgradeAnswerText(unit, answer),
    note: readingNote(answer, withWorn),
    beforeChange: valuesBeforeChange(answer),
  })
  /** "Uses values simmed 10 Sep, before the 22 Sep rework of Ruby Whelp Shell." */
  function valuesBeforeChange(answer: UpgradeGain): string | undefined {
    if (answer.kind === 'unknown') return undefined
    const used = answer.over === 'empty-slot' ? [answer.candidate] : [answer.candidate, answer.over]
    const changes = used.flatMap((value) => {
      const change = changedSince(index.trinketById(value.id), sims.set.simmedAt)
      return change ? [`the ${changeName(change)} of ${value.name}`] : []
    })
    if (changes.length === 0) return undefined
    return `Uses values simmed ${formatShortDate(sims.set.simmedAt)}, before ${[...new Set(changes)].join(' and ')}.`
  }
  const yours = (trinket: ExportTrinket): YourTrinket => ({
    trinket,
    seasonTrinket: index.trinketById(trinket.id),
    name: nameOf(trinket),
    kind: kindOf(trinket.id),
    // A worn trinket's own value is its gain over the empty slot it would leave.
    answer: upgradeGain(book, trinket.where === 'equipped' ? [] : worn, atLevel(trinket)),
  })

  const equipped = wornTrinkets.map(yours)
  const bags = character.trinkets
    .filter((t) => t.where === 'bags')
    .map(yours)
    .sort(byGain)
  const vault = character.trinkets
    .filter((t) => t.where === 'vault')
    .map(yours)
    .sort(byGain)

  // The vault's and bags' choices that are upgrades, each as it is offered.
  const ownedUpgrades = [...vault, ...bags].flatMap((candidate): BestUpgrade[] =>
    candidate.answer.kind === 'gain'
      ? [
          {
            id: candidate.trinket.id,
            item: candidate.trinket,
            name: candidate.name,
            seasonTrinket: candidate.seasonTrinket,
            itemLevel: candidate.trinket.itemLevel ?? 0,
            from: candidate.trinket.where === 'vault' ? 'from your vault' : 'in your bags',
            words: words(candidate.answer),
          },
        ]
      : [],
  )
  // The biggest gain; the first of equal ones (the vault's before the bags').
  const bestOwned = ownedUpgrades.reduce<BestUpgrade | undefined>(
    (best, upgrade) =>
      best && (sortingGain(best.words.answer) ?? 0) >= (sortingGain(upgrade.words.answer) ?? 0)
        ? best
        : upgrade,
    undefined,
  )

  const rowCache = new Map<string, RowUpgrade>()
  function answerAt(id: number, name: string, level: TrinketItemLevel) {
    const best = bestLevelOf(dataset, level, context)
    if (!best) return undefined
    const key = `${id}:${best.itemLevel}:${best.from}`
    let found = rowCache.get(key)
    if (found === undefined) {
      found = {
        ...words(upgradeGain(book, worn, { id, name, itemLevel: best.itemLevel })),
        from: best.from,
        certainty: best.certainty,
        levelNote: best.note,
      }
      rowCache.set(key, found)
    }
    return found
  }
  const rowUpgrade = (row: TrinketRowData) => {
    const level = rowItemLevel(dataset, row, context)
    return level && answerAt(row.entry.trinket.id, row.entry.trinket.name, level)
  }

  const bestPerTrinket = new Map<number, BestUpgrade>()
  for (const entry of entries) {
    for (const drop of entry.drops) {
      const level = trinketItemLevel(dataset, entry.trinket, drop.source, context)
      const found = answerAt(entry.trinket.id, entry.trinket.name, level)
      if (found?.answer.kind !== 'gain') continue
      const before = bestPerTrinket.get(entry.trinket.id)
      if (before && (sortingGain(before.words.answer) ?? 0) >= found.answer.gain) continue
      bestPerTrinket.set(entry.trinket.id, {
        id: entry.trinket.id,
        name: entry.trinket.name,
        seasonTrinket: entry.trinket,
        itemLevel: found.answer.candidate.itemLevel,
        from: found.from,
        place: dropText(drop),
        level: { certainty: found.certainty, note: found.levelNote },
        words: found,
      })
    }
  }
  const toFarm = [...bestPerTrinket.values()]
    .sort((a, b) => (sortingGain(b.words.answer) ?? 0) - (sortingGain(a.words.answer) ?? 0))
    .slice(0, farmChoices)

  const upgrades: CharacterUpgrades = {
    unit,
    fight: sims.fight,
    publisher: sims.source.publisher,
    simmedAt: sims.set.simmedAt,
    equipped,
    bags,
    vault,
    ownedUpgrades,
    bestOwned,
    contentChosen: context !== undefined,
    toFarm,
    rowUpgrade,
    gainAt: (trinket, level) => answerAt(trinket.id, trinket.name, level),
    rowGain: (row) => {
      const found = rowUpgrade(row)
      return found && sortingGain(found.answer)
    },
    words,
    groupRows: (rows, filters) => groupByUpgrade(rows, filters, upgrades),
  }
  return upgrades
}
