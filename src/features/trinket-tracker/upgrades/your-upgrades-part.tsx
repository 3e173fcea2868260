// Where the character card shows its answer: the box (your-upgrades.tsx) is a chunk of its own,
// fetched once a character is imported; a failed download says so with "Try again".
import { CodePart } from '~/components/code-part'
import type { SeasonDataset } from '~/domain/season/schema'
import { yourUpgradesCode } from './upgrades-code'
import type { UpgradesState } from './upgrades-state'

type YourUpgradesPartProps = {
  dataset: SeasonDataset
  state: UpgradesState
  /** The character's spec, in words: "Fire Mage". */
  characterSpecName: string
  onShowCharacterSpec: () => void
}

export function YourUpgradesPart(props: YourUpgradesPartProps) {
  if (props.state.kind === 'none') return null
  return (
    <CodePart code={yourUpgradesCode} what="Your upgrades" loading="Working out your upgrades…">
      {({ YourUpgrades }) => <YourUpgrades {...props} />}
    </CodePart>
  )
}
