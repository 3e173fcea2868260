// How the tracker sorts trinkets into kinds a player filters by. Plain word lists (no zod), so the
// browser can use them without loading the schema's parser.

/** Where a trinket drops, in the tracker's "source" filter: lairs and world bosses are "other". */
export const trinketSourceKinds = ['raid', 'dungeon', 'other'] as const
export type TrinketSourceKind = (typeof trinketSourceKinds)[number]

/** `unknown`: the trinket's on-use or passive nature is not known yet (never guessed). */
export const trinketUseKinds = ['on-use', 'passive', 'unknown'] as const
export type TrinketUseKind = (typeof trinketUseKinds)[number]
