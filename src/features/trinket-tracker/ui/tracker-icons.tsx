// The tracker's own inline icons (roles, tracking), drawn like the shell's: no outside host.
import type { ReactNode } from 'react'
import { type IconProps, LineIcon, lineIcon } from '~/components/icons'
import type { Role } from '~/domain/season/schema'

/** The tracker's icons are small (16 px) and drawn with a bolder line than the shell's. */
const trackerLine = { size: 16, strokeWidth: 2 }
const trackerIcon = (drawing: ReactNode) => lineIcon(drawing, trackerLine)

const rolePaths: Record<Role, ReactNode> = {
  tank: <path d="M12 3 5 6v5.5c0 4.3 3 7.9 7 9.5 4-1.6 7-5.2 7-9.5V6z" />,
  healer: <path d="M9.5 4h5v5.5H20v5h-5.5V20h-5v-5.5H4v-5h5.5z" />,
  damage: <path d="M14.5 4H20v5.5L10 19.5 4.5 14zM7 17l-3 3M5.5 12.5l6 6" />,
}

export function RoleIcon({ role, size }: IconProps & { role: Role }) {
  return (
    <LineIcon size={size ?? trackerLine.size} strokeWidth={trackerLine.strokeWidth}>
      {rolePaths[role]}
    </LineIcon>
  )
}

export function StarIcon({ size, filled }: IconProps & { filled: boolean }) {
  return (
    <svg
      width={size ?? 18}
      height={size ?? 18}
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="m12 3.5 2.6 5.4 5.9.8-4.3 4.1 1 5.9-5.2-2.8-5.2 2.8 1-5.9-4.3-4.1 5.9-.8z" />
    </svg>
  )
}

export const InfoIcon = trackerIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 7.5h.01" />
  </>,
)

export const SearchIcon = trackerIcon(
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="m16 16 4 4" />
  </>,
)

export const CopyIcon = trackerIcon(
  <>
    <rect x="8" y="8" width="12" height="12" rx="2" />
    <path d="M16 8V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v10a1 1 0 0 0 1 1h3" />
  </>,
)

export const LinkIcon = trackerIcon(
  <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />,
)

export const CloseSmallIcon = trackerIcon(<path d="M7 7l10 10M17 7 7 17" />)
