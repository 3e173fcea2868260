// SimulationCraft item lines for the tracked trinkets, commented so a player can paste them into
// a sim profile and still see what each line is. Unknown item levels are said, never made up.
import type { LevelFact, TrinketItemLevel } from '../item-level/item-level'
import { spanParts } from '../item-level/item-level-words'

export type SimcTrinket = {
  id: number
  name: string
  /** Where it drops, e.g. "Altar of Fangs, Rav'i". */
  source: string
  itemLevel: TrinketItemLevel
}

export type SimcExportInput = {
  seasonName: string
  /** "Frost Mage", or null when no spec is chosen. */
  specName: string | null
  /** The item-level context, e.g. "Mythic+ +10". */
  contextName: string
  trinkets: readonly SimcTrinket[]
}

/** Keeps a comment on one line whatever a name contains. */
function commentText(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

function levelText(fact: LevelFact): string {
  const placement = fact.placement === null ? '' : ` (${fact.placement})`
  const mark = fact.certainty === 'confirmed' ? '' : `, ${fact.certainty}`
  return `${fact.itemLevel}${placement}${mark}`
}

/** The level the line uses and the words that explain it in the comment. */
function simcLevel(answer: TrinketItemLevel): { ilevel: number | null; comment: string } {
  switch (answer.kind) {
    case 'drop': {
      const vault = answer.vault === null ? '' : `; Great Vault ${levelText(answer.vault)}`
      return {
        ilevel: answer.drop.itemLevel,
        comment: `drops at ${levelText(answer.drop)}${vault}`,
      }
    }
    case 'track':
      return { ilevel: answer.level.itemLevel, comment: `item level ${levelText(answer.level)}` }
    case 'span':
      return {
        ilevel: null,
        comment: `no single item level here (choose a key level, raid difficulty or track): ${spanParts(answer).join(', ')}`,
      }
    case 'off-track':
      return {
        ilevel: null,
        comment: `${answer.reason.toLowerCase()}${
          answer.nearest
            ? `; nearest ${levelText(answer.nearest)} from the ${answer.nearest.from}`
            : ''
        }`,
      }
    case 'range':
      return {
        ilevel: null,
        comment: `item level unknown here (choose a key level, raid difficulty or track)${
          answer.max === null ? '' : `; up to ${answer.max}`
        }`,
      }
    case 'elsewhere':
      return { ilevel: null, comment: `item level unknown here: ${answer.reason.toLowerCase()}` }
    case 'unknown':
      return { ilevel: null, comment: `item level unknown: ${answer.reason.toLowerCase()}` }
  }
}

/**
 * One `trinket1=` line per tracked trinket, each under a comment naming it, its source and its
 * item level. A line whose level is unknown has no `ilevel` rather than a guessed one.
 */
export function simcExport({ seasonName, specName, contextName, trinkets }: SimcExportInput) {
  const lines = [
    `# Vaultwise trinket tracker: ${commentText(seasonName)}`,
    ...(specName === null ? [] : [`# Spec: ${commentText(specName)}`]),
    `# Item levels: ${commentText(contextName)}`,
    '# Each line puts one trinket in the first trinket slot; keep the ones you want to sim.',
  ]
  for (const trinket of trinkets) {
    const { ilevel, comment } = simcLevel(trinket.itemLevel)
    lines.push('')
    lines.push(`# ${commentText(trinket.name)}, ${commentText(trinket.source)}: ${comment}`)
    lines.push(`trinket1=,id=${trinket.id}${ilevel === null ? '' : `,ilevel=${ilevel}`}`)
  }
  return `${lines.join('\n')}\n`
}
