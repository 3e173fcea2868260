// The upgrade answer's state as the page holds it. A file of its own because the box that shows it
// (your-upgrades.tsx) is fetched by upgrades-code.ts, which the hook that makes it imports: the
// box takes the type from here, not from the hook, so no import goes back round.
import type { AnsweredUpgrades } from './crest-plan'

/** What the box can say for the character, and why there are no numbers where there are none. */
export type UpgradesState =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'other-spec' }
  /** `upgrades.unit` is undefined where the spec has no published sims: levels, no numbers. */
  | { kind: 'ready'; upgrades: AnsweredUpgrades }
