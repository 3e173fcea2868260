// The specification's size classes. CSS uses the same numbers (src/styles/tokens.css).
export const breakpoints = { md: 768, lg: 992, xl: 1440 } as const

/** The header shows the desktop navigation at LG and XL, the slide-in menu below. */
export const desktopNavQuery = `(min-width: ${breakpoints.lg}px)`
