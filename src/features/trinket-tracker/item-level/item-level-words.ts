// A trinket's item level as one line of players' words, for tooltips, the details dialog and
// the SimulationCraft comments.
import type { LevelFact, TrinketItemLevel } from './item-level-answer'

export function levelText(fact: LevelFact): string {
  return `${fact.itemLevel}${fact.placement ? ` (${fact.placement})` : ''}`
}

/** "292–334" or "315", the number a player looks for first. */
export function headlineNumber(answer: TrinketItemLevel): string | null {
  switch (answer.kind) {
    case 'span':
      return answer.lowest.itemLevel === answer.max
        ? String(answer.max)
        : `${answer.lowest.itemLevel}–${answer.max}`
    case 'drop':
      return String(answer.drop.itemLevel)
    case 'track':
      return String(answer.level.itemLevel)
    case 'range':
      if (answer.min === null) return answer.max === null ? null : `up to ${answer.max}`
      return answer.max === null ? `from ${answer.min}` : `${answer.min}–${answer.max}`
    default:
      return null
  }
}

/** The span's parts in players' words: lowest drop, best drop, vault range, upgrade ceiling. */
export function spanParts(answer: Extract<TrinketItemLevel, { kind: 'span' }>): string[] {
  const { lowest, highestDrop, vault, ceiling } = answer
  const parts = [`lowest drop ${lowest.itemLevel} (${lowest.from})`]
  parts.push(
    highestDrop.from === 'Mythic'
      ? `Mythic drop ${levelText(highestDrop)}`
      : `end of run up to ${highestDrop.itemLevel} (${highestDrop.from})`,
  )
  if (vault) {
    parts.push(
      vault.lowest.itemLevel === vault.highest.itemLevel
        ? `Great Vault ${vault.lowest.itemLevel}`
        : `Great Vault ${vault.lowest.itemLevel}–${vault.highest.itemLevel}`,
    )
  }
  parts.push(ceiling ? `upgrades to ${levelText(ceiling)}` : 'cannot be upgraded')
  return parts
}

/** One line: "315 (Hero 4/6), Great Vault 318 (Myth 1/6)". */
export function answerSummary(answer: TrinketItemLevel): string {
  switch (answer.kind) {
    case 'span': {
      const [first = '', ...rest] = spanParts(answer)
      return [`${first[0]?.toUpperCase() ?? ''}${first.slice(1)}`, ...rest].join(', ')
    }
    case 'drop':
      return answer.vault
        ? `${levelText(answer.drop)}, Great Vault ${levelText(answer.vault)}`
        : levelText(answer.drop)
    case 'track':
      return `${levelText(answer.level)}${answer.from ? `, from the ${answer.from}` : ''}`
    case 'off-track':
      return answer.nearest
        ? `${answer.reason}; nearest: ${levelText(answer.nearest)} from the ${answer.nearest.from}`
        : answer.reason
    case 'range':
      if (answer.min === null) {
        return answer.max === null ? 'Unknown' : `Up to ${answer.max}; the lowest drop is not known`
      }
      return answer.max === null ? `From ${answer.min}` : `${answer.min} to ${answer.max}`
    case 'elsewhere':
      return answer.reason
    case 'unknown':
      return `Unknown: ${answer.reason.charAt(0).toLowerCase()}${answer.reason.slice(1)}`
  }
}
