import type { Trinket } from '~/domain/season/schema'
import { trinketInitials } from '../trinket-words'

/**
 * The dataset names the game's icons but holds no images, and an outside icon host cannot be
 * relied on (offline, privacy before consent), so every trinket gets the same neutral square:
 * its initials, framed in its quality colour, tinted by its id so neighbours look apart.
 */
export function TrinketIcon({ trinket, size = 'md' }: { trinket: Trinket; size?: 'sm' | 'md' }) {
  const hue = (trinket.id * 47) % 360
  return (
    <span
      className={`trinket-icon trinket-icon-${size} quality-border-${trinket.quality}`}
      style={{ '--icon-hue': hue } as React.CSSProperties}
      aria-hidden="true"
    >
      {trinketInitials(trinket.name)}
    </span>
  )
}
