// The overview's sections, in page order: the table of contents and the page share this list, so
// every contents entry has a target and every id can be linked to (/seasonal-overview/#raid).
export const overviewSections = [
  { id: 'dungeons', title: 'Mythic+ dungeons' },
  { id: 'raid', title: 'Raid' },
  { id: 'lair-and-world-boss', title: 'Lair and world boss' },
  { id: 'raid-difficulties', title: 'Raid difficulties' },
  { id: 'upgrade-tracks', title: 'Upgrade tracks and crests' },
  { id: 'mythic-plus-rewards', title: 'Mythic+ rewards' },
  { id: 'great-vault', title: 'Great Vault' },
  { id: 'affixes', title: 'Affixes' },
  { id: 'start-dates', title: 'Season start dates' },
] as const

export type OverviewSectionId = (typeof overviewSections)[number]['id']
