// SimulationCraft text for the tracked trinkets, in two forms a player pastes beside the addon's
// export: profile sets (one comparison per trinket) and a "Gear from Bags" block that Raidbots'
// Top Gear reads. Unknown item levels are said in a comment, never made up.
//
// The grammar (SimulationCraft's ProfileSets wiki page and the addon's export):
//   profileset."<name>"+=<option>   a name with spaces needs double quotes; periods are not
//                                   allowed in a name; += adds an option to the set
//   trinket1=<token>,id=<item id>,ilevel=<level>   an item: the token may be empty
//   # Name (level) over # trinket1=,id=…   a bag item, commented, under its name and level
import type { LevelFact, TrinketItemLevel } from '../item-level/item-level-answer'
import { spanParts } from '../item-level/item-level-words'

export type SimcTrinket = {
  id: number
  name: string
  /** Where it drops, e.g. "Altar of Fangs, Rav'i". */
  source: string
  itemLevel: TrinketItemLevel
  /** False when the chosen spec (or class) cannot use it: it is left out, with a comment. */
  usable: boolean
}

export type SimcExportInput = {
  seasonName: string
  /** "Frost Mage", or null when no spec is chosen. */
  specName: string | null
  /** The item-level context, e.g. "Mythic+ +10". */
  contextName: string
  /**
   * The chosen activity's own drop level (a key's end of run), to compare a trinket it does not
   * drop at the same level; null where the activity has no one level (a raid, a track, none).
   */
  contextLevel: { itemLevel: number; from: string } | null
  trinkets: readonly SimcTrinket[]
}

/** Keeps a comment on one line whatever a name contains. */
function commentText(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** A profile set name: one line, no double quotes (they close it), no periods (SimC refuses). */
export function profileSetName(text: string): string {
  return commentText(text.replace(/["./\\=]/g, ' '))
}

function levelText(fact: LevelFact): string {
  const placement = fact.placement === null ? '' : ` (${fact.placement})`
  const mark = fact.certainty === 'confirmed' ? '' : `, ${fact.certainty}`
  return `${fact.itemLevel}${placement}${mark}`
}

/** The level a line uses and the words that explain it in the comment. */
export function simcLevel(
  answer: TrinketItemLevel,
  contextLevel: SimcExportInput['contextLevel'] = null,
): { ilevel: number | null; comment: string } {
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
      return contextLevel === null
        ? { ilevel: null, comment: `item level unknown here: ${answer.reason.toLowerCase()}` }
        : {
            ilevel: contextLevel.itemLevel,
            comment: `${answer.reason.toLowerCase()}; compared at the ${contextLevel.from} level, ${contextLevel.itemLevel}`,
          }
    case 'unknown':
      return { ilevel: null, comment: `item level unknown: ${answer.reason.toLowerCase()}` }
  }
}

/** `trinket1=,id=250224,ilevel=311`: the item option grammar, with no level when unknown. */
export function simcItemOptions(id: number, ilevel: number | null): string {
  return `trinket1=,id=${id}${ilevel === null ? '' : `,ilevel=${ilevel}`}`
}

function header(input: SimcExportInput, how: string): string[] {
  return [
    `# Vaultwise trinket tracker: ${commentText(input.seasonName)}`,
    ...(input.specName === null ? [] : [`# Spec: ${commentText(input.specName)}`]),
    `# Item levels: ${commentText(input.contextName)}`,
    `# ${how}`,
  ]
}

/** One comment naming the tracked trinkets the spec cannot use, or nothing. */
function leftOutLines(input: SimcExportInput): string[] {
  const unusable = input.trinkets.filter((t) => !t.usable)
  if (unusable.length === 0) return []
  return [
    '',
    `# Left out, not for ${commentText(input.specName ?? 'this class')}: ${unusable
      .map((t) => commentText(t.name))
      .join('; ')}`,
  ]
}

/**
 * One profile set per usable trinket, each putting it in the first trinket slot at the chosen
 * context's level: `profileset."Mindpiercer's Sigil 311"+=trinket1=,id=250224,ilevel=311`.
 * A trinket whose level is unknown gets its line commented out, so no level is guessed.
 */
export function simcProfileSets(input: SimcExportInput): string {
  const lines = header(
    input,
    'Paste below your SimulationCraft addon export: each profile set swaps one trinket into the first slot.',
  )
  const names = new Set<string>()
  for (const trinket of input.trinkets) {
    if (!trinket.usable) continue
    const { ilevel, comment } = simcLevel(trinket.itemLevel, input.contextLevel)
    let name = profileSetName(ilevel === null ? trinket.name : `${trinket.name} ${ilevel}`)
    if (names.has(name)) name = `${name} ${trinket.id}`
    names.add(name)
    const line = `profileset."${name}"+=${simcItemOptions(trinket.id, ilevel)}`
    lines.push('')
    lines.push(`# ${commentText(trinket.name)}, ${commentText(trinket.source)}: ${comment}`)
    lines.push(ilevel === null ? `# (left commented out: no level to sim it at) ${line}` : line)
  }
  lines.push(...leftOutLines(input))
  return `${lines.join('\n')}\n`
}

/**
 * A "Gear from Bags" block: each usable trinket whose level is known as a commented item line
 * under a `# Name (level)` comment, as the addon writes its bags. Raidbots' Top Gear reads it
 * pasted after the addon's export. Trinkets with no known level are named in a comment instead.
 */
export function simcGearFromBags(input: SimcExportInput): string {
  const lines = [
    '### Gear from Bags',
    ...header(input, 'Paste after your SimulationCraft addon export for Top Gear.'),
  ]
  const unknown: string[] = []
  for (const trinket of input.trinkets) {
    if (!trinket.usable) continue
    const { ilevel, comment } = simcLevel(trinket.itemLevel, input.contextLevel)
    if (ilevel === null) {
      unknown.push(`${commentText(trinket.name)} (${comment})`)
      continue
    }
    lines.push('#')
    lines.push(`# ${commentText(trinket.name)} (${ilevel})`)
    lines.push(`# ${simcItemOptions(trinket.id, ilevel)}`)
  }
  if (unknown.length > 0) {
    lines.push('#')
    for (const text of unknown) lines.push(`# Left out, item level unknown: ${text}`)
  }
  const leftOut = leftOutLines(input)
  if (leftOut.length > 0) lines.push('#', ...leftOut.slice(1))
  return `${lines.join('\n')}\n`
}
