// Where the character card shows its answer: the box (your-upgrades.tsx) is a chunk of its own,
// fetched once a character is imported; a failed download says so with "Try again".
import { memo } from 'react'
import { CodePart } from '~/components/code-part'
import type { SeasonDataset } from '~/domain/season/schema'
import { specNameOf } from '~/domain/season/spec-name'
import type { ImportedCharacter } from '../character/character-schema'
import { yourUpgradesCode } from './upgrades-code'
import type { UpgradesState } from './upgrades-state'

type YourUpgradesPartProps = {
  dataset: SeasonDataset
  state: UpgradesState
  character: ImportedCharacter
  /** Shows a class and spec (the tracker's own action). */
  onShowSpec: (classSlug: string, specSlug: string) => void
}

/** Memoised: a star or a filter leaves the answer as it is, so the box is not drawn again. */
export const YourUpgradesPart = memo(function YourUpgradesPart({
  dataset,
  state,
  character,
  onShowSpec,
}: YourUpgradesPartProps) {
  if (state.kind === 'none') return null
  const { classSlug, specSlug } = character
  return (
    <CodePart code={yourUpgradesCode} what="Your upgrades" loading="Working out your upgrades…">
      {({ YourUpgrades }) => (
        <YourUpgrades
          dataset={dataset}
          state={state}
          characterSpecName={specNameOf(dataset, classSlug, specSlug)}
          onShowCharacterSpec={() => onShowSpec(classSlug, specSlug)}
        />
      )}
    </CodePart>
  )
})
