// Inline SVG icons: no icon font or outside host, so they render offline and cost no request.
import type { ReactNode } from 'react'
import type { SiteConfig } from '~/config/site-schema'

export type IconProps = { size?: number }

type LineIconProps = IconProps & {
  /** The shell's icons are drawn a little finer than the tracker's smaller ones. */
  strokeWidth?: number
  children: ReactNode
}

/** A 24×24 line icon in the text's colour, hidden from screen readers (its control is named). */
export function LineIcon({ size = 20, strokeWidth = 1.8, children }: LineIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

/** An icon component that draws `drawing` in a LineIcon; a size given to it wins over `size`. */
export function lineIcon(
  drawing: ReactNode,
  { size, strokeWidth }: { size?: number; strokeWidth?: number } = {},
) {
  return function DrawnIcon(props: IconProps) {
    return (
      <LineIcon size={props.size ?? size} strokeWidth={strokeWidth}>
        {drawing}
      </LineIcon>
    )
  }
}

export function LogoMark({ size = 32 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M16 2 29 9v14l-13 7L3 23V9z" fill="var(--color-accent-strong)" />
      <path d="M16 7 24.5 11.5v9L16 25l-8.5-4.5v-9z" fill="var(--color-surface-0)" />
      <path d="M11 12.5 16 21l5-8.5" fill="none" stroke="var(--color-accent)" strokeWidth="2.6" />
    </svg>
  )
}

export const MenuIcon = lineIcon(<path d="M4 6h16M4 12h16M4 18h16" />)

export const CloseIcon = lineIcon(<path d="M6 6l12 12M18 6 6 18" />)

export const ChevronDownIcon = lineIcon(<path d="m6 9 6 6 6-6" />)

export const ExternalIcon = lineIcon(
  <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />,
)

type SocialKind = SiteConfig['social'][number]['kind']

const socialPaths: Record<SocialKind, React.ReactNode> = {
  guild: <path d="M12 3 5 6v6c0 4.2 3 7.7 7 9 4-1.3 7-4.8 7-9V6z M9 12l2 2 4-4" />,
  chatCommunity: (
    <path d="M5 5h14a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1h-7l-4 3v-3H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z M9 10.5h.01M15 10.5h.01" />
  ),
  socialNetwork: (
    <path d="M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6z M3 20a6 6 0 0 1 12 0 M17 11a2.5 2.5 0 1 0 0-5 M21 19a5 5 0 0 0-4-4.9" />
  ),
  discussionSite: (
    <path d="M4 5h11a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H9l-3 2.5V14H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z M19 9h1a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1h-1v2.5L16 18h-5" />
  ),
  streamingService: <path d="M4 5h16v11H4z M8 20h8 M10 8.5v5l4-2.5z" />,
  microblog: <path d="M4 4l16 16M20 4 4 20" />,
  videoPlatform: (
    <path d="M3.5 7.5c0-1.4 1-2.5 2.4-2.6C8 4.7 10 4.6 12 4.6s4 .1 6.1.3c1.4.1 2.4 1.2 2.4 2.6v9c0 1.4-1 2.5-2.4 2.6-2.1.2-4.1.3-6.1.3s-4-.1-6.1-.3c-1.4-.1-2.4-1.2-2.4-2.6z M10 9v6l5-3z" />
  ),
}

export function SocialIcon({ kind, size }: IconProps & { kind: SocialKind }) {
  return <LineIcon size={size}>{socialPaths[kind]}</LineIcon>
}
