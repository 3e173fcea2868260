// What the imported character has of a trinket, and what the chosen context would add to it.

import type { ItemLevelContext } from '~/domain/season/item-level-context'
import type { SeasonDataset } from '~/domain/season/schema'
import type { TrinketItemLevel } from '../item-level/item-level-answer'
import type { CharacterTrinket } from './character-schema'
import { ownedText, upgradeOver, upgradeText } from './owned'

type OwnedMarkProps = {
  dataset: SeasonDataset
  owned: CharacterTrinket
  answer: TrinketItemLevel
  context: ItemLevelContext | undefined
}

export function OwnedMark({ dataset, owned, answer, context }: OwnedMarkProps) {
  const upgrade = upgradeOver(dataset, answer, owned, context)
  return (
    <span className="owned-mark">
      <span className="tag tag-owned">{ownedText(owned)}</span>
      {upgrade && (
        <span className={`owned-upgrade is-${upgrade.kind}`}>{upgradeText(upgrade)}</span>
      )}
    </span>
  )
}
