// The specification's size classes. CSS uses the same numbers (src/styles/tokens.css).
export const breakpoints = { md: 768, lg: 992, xl: 1440 } as const

export type SizeClass = 'sm' | 'md' | 'lg' | 'xl'

export function sizeClassForWidth(width: number): SizeClass {
  if (width >= breakpoints.xl) return 'xl'
  if (width >= breakpoints.lg) return 'lg'
  if (width >= breakpoints.md) return 'md'
  return 'sm'
}

/** The header shows the desktop navigation at LG and XL, the slide-in menu below. */
export const desktopNavQuery = `(min-width: ${breakpoints.lg}px)`
