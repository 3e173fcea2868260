// The home page's "season at a glance": the season, a few headline numbers, the dungeon pool and
// the raid, picked from the season dataset. Worked out at build time (vite-plugin-season-glance.ts),
// so the home page neither fetches nor parses the dataset.
// Relative imports: the Vite plugin runs this module while the config loads, before `~` exists.
import {
  dungeons,
  encounterDisplayName,
  trackByName,
  trackStepLabel,
} from '../../domain/season/lookups.ts'
import type { Certainty, SeasonDataset } from '../../domain/season/schema.ts'
import { seasonIndex } from '../../domain/season/season-index.ts'
import { listInWords } from '../../lib/words.ts'

type Named = { id: number; name: string }

/** What the home page shows of the season, as plain data. */
export type SeasonGlance = {
  season: { name: string; patch: string; patchName: string | null; dataAsOf: string }
  figures: GlanceFigure[]
  /** The Mythic+ dungeon pool. */
  dungeons: Named[]
  /** Each raid with its bosses in kill order. */
  raids: (Named & { bosses: Named[] })[]
}

export type GlanceFigure = {
  label: string
  value: string
  detail: string
  /** The least certain of the facts behind the figure. */
  certainty: Certainty
}

const certaintyRank: Record<Certainty, number> = { confirmed: 0, inferred: 1, disputed: 2 }

function leastCertain(...certainties: Certainty[]): Certainty {
  return certainties.reduce((a, b) => (certaintyRank[b] > certaintyRank[a] ? b : a), 'confirmed')
}

/** The best Mythic+ chest and vault rewards and the Mythic raid's item-level range. */
export function glanceFigures(dataset: SeasonDataset): GlanceFigure[] {
  const figures: GlanceFigure[] = []
  const rewards = dataset.mythicPlus.rewards
  const best = rewards.find((reward) => reward.andAbove) ?? rewards.at(-1)
  if (best) {
    const from = `from +${best.keyLevel}`
    const chestStep = trackStepLabel(dataset, best.endOfDungeon.track, best.endOfDungeon.rank)
    const vaultStep = trackStepLabel(dataset, best.vault.track, best.vault.rank)
    figures.push(
      {
        label: 'Best Mythic+ chest',
        value: String(best.endOfDungeon.itemLevel),
        detail: chestStep ? `${chestStep}, ${from}` : from,
        certainty: best.provenance.certainty,
      },
      {
        label: 'Best Mythic+ vault',
        value: String(best.vault.itemLevel),
        detail: vaultStep ? `${vaultStep}, ${from}` : from,
        certainty: best.provenance.certainty,
      },
    )
  }

  const mythic = dataset.raidDifficulties.find((d) => d.difficulty === 'mythic')
  const track = mythic && trackByName(dataset, mythic.track)
  if (mythic && track) {
    const levels = track.steps.map((step) => step.itemLevel)
    const above = dataset.aboveTrackItemLevels.filter((level) => level.difficulty === 'mythic')
    const top = Math.max(...levels, ...above.map((level) => level.itemLevel))
    // Only the two ends of the range are shown, so only their certainty counts (not the track's
    // inferred middle steps).
    const lowest = track.steps.find((step) => step.itemLevel === Math.min(...levels))
    const highestStep = track.steps.find((step) => step.itemLevel === top)
    const highestAbove = above.find((level) => level.itemLevel === top)
    const bossNames = above.flatMap((level) =>
      level.encounterIds.flatMap((id) => {
        const name = seasonIndex(dataset).encounterById(id)?.encounter.name
        return name ? [name] : []
      }),
    )
    const aboveText = above.map((level) => `${level.label} (${level.itemLevel})`).join(', ')
    figures.push({
      label: `${mythic.name} raid`,
      value: `${Math.min(...levels)}–${top}`,
      detail:
        above.length > 0
          ? `${track.name} track; ${aboveText} from ${bossNames.length > 0 ? listInWords(bossNames) : 'some bosses'}`
          : `${track.name} track`,
      certainty: leastCertain(
        mythic.provenance.certainty,
        lowest?.certainty ?? 'confirmed',
        highestStep?.certainty ?? highestAbove?.provenance.certainty ?? 'confirmed',
      ),
    })
  }
  return figures
}

export function seasonGlance(dataset: SeasonDataset): SeasonGlance {
  const { name, patch, patchName, dataAsOf } = dataset.season
  return {
    season: { name, patch, patchName, dataAsOf },
    figures: glanceFigures(dataset),
    dungeons: dungeons(dataset).map(({ id, name }) => ({ id, name })),
    raids: dataset.instances
      .filter((instance) => instance.kind === 'raid')
      .map((raid) => ({
        id: raid.id,
        name: raid.name,
        bosses: [...raid.encounters]
          .sort((a, b) => a.order - b.order)
          .map((encounter) => ({ id: encounter.id, name: encounterDisplayName(encounter, raid) })),
      })),
  }
}
