import { useState } from 'react'
import type { Trinket } from '~/domain/season/schema'
import { trinketInitials } from '../model/trinket-words'
import { useGameIcon } from './game-icons'

/** How tall an inline icon stands beside a name in running text (top picks, farm plan). */
const INLINE_PX = { sm: 16, md: 20 } as const

/**
 * The game's icon of a trinket, served from the site's own origin, where the build has one.
 * Under it, and instead of it when there is none or it fails to load, the same neutral square:
 * the trinket's initials framed in its quality colour, tinted by its id so neighbours look apart.
 * The square has a fixed size, so an icon arriving late shifts nothing; icons are only ever added
 * after hydration (./game-icons), so React hears every image's error event. Every use sits beside the
 * trinket's name, so the picture adds nothing for a screen reader (alt="" in a hidden box).
 *
 * `inline` is for names in running text, where no square was ever drawn: it shows the icon or
 * nothing.
 */
export function TrinketIcon({
  trinket,
  size = 'md',
  inline,
}: {
  trinket: Trinket
  size?: 'sm' | 'md'
  inline?: boolean
}) {
  const icon = useGameIcon(trinket.id)
  const [failed, setFailed] = useState(false)
  const shown = icon && !failed ? icon : undefined
  if (inline) {
    if (!shown) return null
    const height = INLINE_PX[size]
    return (
      <img
        src={shown.file}
        width={Math.round((height * shown.width) / shown.height)}
        height={height}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        style={{ verticalAlign: 'middle', marginRight: '0.3em', borderRadius: 2 }}
      />
    )
  }
  const hue = (trinket.id * 47) % 360
  return (
    <span
      className={`trinket-icon trinket-icon-${size} quality-border-${trinket.quality}`}
      style={{ '--icon-hue': hue } as React.CSSProperties}
      aria-hidden="true"
    >
      {trinketInitials(trinket.name)}
      {shown && (
        <img
          src={shown.file}
          width={shown.width}
          height={shown.height}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed(true)}
        />
      )}
    </span>
  )
}
