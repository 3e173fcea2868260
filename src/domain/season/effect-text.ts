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
function joinParts(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('')
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`
}

/**
 * The parts with the effect's duration. One part reads "gain haste for 20 s". With several parts
 * the duration leads ("for 15 s, gain strength and ..."): placed at the end it would seem to belong
 * to the last part only, and the sources do not say which part it covers.
 */
function partsWithDuration(parts: readonly string[], seconds: number | null): string {
  const joined = joinParts(parts)
  if (seconds === null) return joined
  const time = formatSeconds(seconds)
  return parts.length === 1 ? `${joined} for ${time}` : `for ${time}, ${joined}`
}

function cooldownText(seconds: number | null): string {
  return seconds === null ? 'cooldown unknown' : `${formatSeconds(seconds)} cooldown`
}

/**
 * One line, e.g. "Use: gain critical strike for 15 s (1 min 30 s cooldown)".
 * Unknowns are said out loud ("cooldown unknown", "Effect unknown") rather than hidden.
 */
export function describeEffect(effect: Effect | null): string {
  if (effect === null) return 'Effect unknown'
  const what = partsWithDuration(effect.gives, effect.durationSeconds)
  let line: string
  switch (effect.kind) {
    case 'on-use':
      line = `Use: ${what} (${cooldownText(effect.cooldownSeconds)})`
      break
    case 'proc': {
      const icd =
        effect.internalCooldownSeconds === null
          ? ''
          : ` (${formatSeconds(effect.internalCooldownSeconds)} internal cooldown)`
      line = `Proc: ${what}${icd}`
      break
    }
    case 'passive':
      line = `Equip: ${what}`
      break
    case null:
      line = `Effect: ${what} (use or proc unknown)`
      break
  }
  if (effect.alsoOnEquip !== undefined) line += `; Equip: ${effect.alsoOnEquip}`
  if (effect.alsoOnUse !== undefined) {
    const { does, cooldownSeconds } = effect.alsoOnUse
    line += `; Use: ${does} (${cooldownText(cooldownSeconds)})`
  }
  return line
}
