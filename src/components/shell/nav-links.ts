// One list of the site's tools and pages, so the header, the slide-in menu and the footer agree.

export type ToolLink =
  | { label: string; to: '/trinket-tracker/' | '/seasonal-overview/'; disabled?: false }
  | { label: string; disabled: true }

export const toolLinks: readonly ToolLink[] = [
  { label: 'Trinket Tracker', to: '/trinket-tracker/' },
  { label: 'Seasonal Overview', to: '/seasonal-overview/' },
  // Announced but not built: a menu entry only, no route (specification, section 2).
  { label: 'Loot Table (Soon™)', disabled: true },
]

export const pageLinks = [
  { label: 'Change Log', to: '/change-log/' },
  { label: 'FAQ', to: '/faq/' },
] as const
