import type { Trinket } from '~/domain/season/schema'
import { StarIcon } from './tracker-icons'

type TrackToggleProps = {
  trinket: Trinket
  tracked: boolean
  onToggle: (itemId: number) => void
  compact?: boolean
}

/**
 * A toggle button, pressed while the trinket is tracked. Its visible word says the state ("Track",
 * "Tracked") and its name is that word and the trinket's ("Tracked Lightspire Core"), so what a
 * voice user reads on screen is what they say (WCAG 2.5.3).
 */
export function TrackToggle({ trinket, tracked, onToggle, compact = false }: TrackToggleProps) {
  return (
    <button
      type="button"
      className={`track-toggle${compact ? ' track-toggle-compact' : ''}`}
      aria-pressed={tracked}
      aria-label={`${tracked ? 'Tracked' : 'Track'} ${trinket.name}`}
      onClick={() => onToggle(trinket.id)}
    >
      <StarIcon filled={tracked} />
      {!compact && <span className="track-toggle-text">{tracked ? 'Tracked' : 'Track'}</span>}
    </button>
  )
}
