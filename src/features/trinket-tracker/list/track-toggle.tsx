import type { Trinket } from '~/domain/season/schema'
import { StarIcon } from '../tracker-icons'

type TrackToggleProps = {
  trinket: Trinket
  tracked: boolean
  onToggle: (itemId: number) => void
  compact?: boolean
}

/** A real toggle button named "Track <name>", pressed while the trinket is tracked. */
export function TrackToggle({ trinket, tracked, onToggle, compact = false }: TrackToggleProps) {
  return (
    <button
      type="button"
      className={`track-toggle${compact ? ' track-toggle-compact' : ''}`}
      aria-pressed={tracked}
      aria-label={`Track ${trinket.name}`}
      onClick={() => onToggle(trinket.id)}
    >
      <StarIcon filled={tracked} />
      {!compact && (
        // The visible word stays "Track" (part of the name, as WCAG 2.5.3 asks); the filled
        // star and colour show the pressed state.
        <span className="track-toggle-text">Track</span>
      )}
    </button>
  )
}
