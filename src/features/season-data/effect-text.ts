// Turns a trinket's structured effect into one plain English line, so pages never show tooltip text.
import type { Effect } from './schema'

const SECONDS_PER_DAY = 86_400
const SECONDS_PER_HOUR = 3_600
const SECONDS_PER_MINUTE = 60

/** 90 → "1 min 30 s", 86400 → "1 day", 0.75 → "0.75 s". */
export function formatSeconds(totalSeconds: number): string {
  const parts: string[] = []
  let rest = totalSeconds
  const units: [number, string, string][] = [
    [SECONDS_PER_DAY, 'day', 'days'],
    [SECONDS_PER_HOUR, 'h', 'h'],
    [SECONDS_PER_MINUTE, 'min', 'min'],
  ]
  for (const [size, one, many] of units) {
    const count = Math.floor(rest / size)
    if (count > 0) {
      parts.push(`${count} ${count === 1 ? one : many}`)
      rest -= count * size
    }
  }
  // Round away float noise (0.75 stays 0.75) without inventing precision.
  const seconds = Math.round(rest * 100) / 100
  if (seconds > 0 || parts.length === 0) parts.push(`${seconds} s`)
  return parts.join(' ')
}

/** "a", "a and b", "a, b and c". */
function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`
}

// Stats read as something the player gains; other effects (damage, healing, shields) read as they are.
const GAINED_STATS = [
  'critical strike',
  'haste',
  'mastery',
  'versatility',
  'strength',
  'agility',
  'intellect',
  'random secondary stat',
  'highest secondary stat',
]

function whatItGives(gives: readonly string[]): string {
  const first = gives[0] ?? ''
  const isStat = GAINED_STATS.some((stat) => first === stat || first.startsWith(`${stat} `))
  return `${isStat ? 'gain ' : ''}${joinWords(gives)}`
}

function durationText(seconds: number | null): string {
  return seconds === null ? '' : ` for ${formatSeconds(seconds)}`
}

/**
 * One line, e.g. "Use: gain critical strike for 15 s (1 min 30 s cooldown)".
 * Unknowns are said out loud ("cooldown unknown", "Effect unknown") rather than hidden.
 */
export function describeEffect(effect: Effect | null): string {
  if (effect === null) return 'Effect unknown'
  const gives = whatItGives(effect.gives)
  const duration = durationText(effect.durationSeconds)
  let line: string
  switch (effect.kind) {
    case 'on-use': {
      const cooldown =
        effect.cooldownSeconds === null
          ? 'cooldown unknown'
          : `${formatSeconds(effect.cooldownSeconds)} cooldown`
      line = `Use: ${gives}${duration} (${cooldown})`
      break
    }
    case 'proc': {
      const icd =
        effect.internalCooldownSeconds === null
          ? ''
          : ` (${formatSeconds(effect.internalCooldownSeconds)} internal cooldown)`
      line = `Proc: ${gives}${duration}${icd}`
      break
    }
    case 'passive':
      line = `Equip: ${joinWords(effect.gives)}`
      break
    case null:
      line = `Effect: ${gives}${duration} (use or proc unknown)`
      break
  }
  if (effect.alsoOnEquip !== undefined) line += `; Equip: ${effect.alsoOnEquip}`
  if (effect.alsoOnUse !== undefined) {
    const { does, cooldownSeconds } = effect.alsoOnUse
    const cooldown =
      cooldownSeconds === null ? 'cooldown unknown' : `${formatSeconds(cooldownSeconds)} cooldown`
    line += `; Use: ${does} (${cooldown})`
  }
  return line
}
