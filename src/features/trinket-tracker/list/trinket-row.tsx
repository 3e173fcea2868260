// One trinket in the list. Memoised and kept light: the list may hold thousands of these.
import { memo } from 'react'
import { ExternalLink } from '~/components/external-link'
import { Tooltip } from '~/components/tooltip'
import { describeEffect } from '~/domain/season/effect-text'
import type { ItemLevelContext } from '~/domain/season/item-level-context'
import type { SeasonDataset } from '~/domain/season/schema'
import type { SimUnit } from '~/domain/sims/fight-styles'
import type { CharacterTrinket } from '../character/character-schema'
import { OwnedMark } from '../character/owned-mark'
import { trinketItemLevel } from '../item-level/item-level'
import { ItemLevelCell } from '../item-level/item-level-cell'
import type { TrinketDrop, TrinketEntry } from '../model/trinket-filter'
import { bossText, dropText, instanceKindName, wowheadItemUrl } from '../model/trinket-words'
import type { Verdict } from '../rankings/guide-picks'
import { GuideVerdicts } from '../rankings/guide-verdicts'
import { type FightSims, shownSimValue } from '../sims/sim-value'
import { SimValueLine } from '../sims/sim-value-line'
import { CertaintyMark } from '../ui/certainty-mark'
import { TrackToggle } from '../ui/track-toggle'
import { InfoIcon } from '../ui/tracker-icons'
import { TrinketIcon } from '../ui/trinket-icon'
import { RoleTags, StatTags, UseTag } from '../ui/trinket-tags'
import { UpgradeLine } from '../upgrades/lazy-upgrade-line'
import type { RowUpgrade } from '../upgrades/row-upgrades'
import { TrinketTooltip } from './trinket-tooltip'

type TrinketRowProps = {
  dataset: SeasonDataset
  entry: TrinketEntry
  drop: TrinketDrop | undefined
  context: ItemLevelContext | undefined
  tracked: boolean
  /** The imported character's copy; undefined when it has none. */
  owned: CharacterTrinket | undefined
  /** Its gain for the imported character at the chosen content's level; undefined without. */
  upgrade: RowUpgrade | undefined
  /** The unit the character's answers are in; undefined without numbers. */
  unit: SimUnit | undefined
  /** What the guides say; undefined without a spec, empty when no guide rates it. */
  verdicts: readonly Verdict[] | undefined
  /** The chosen spec's published sims for the chosen fight; undefined without them. */
  sims: FightSims | undefined
  /** Name the dungeon or raid too: the row is not under its place's heading. */
  showPlace: boolean
  onToggleTrack: (itemId: number) => void
  onShowDetails: (itemId: number) => void
}

export const TrinketRow = memo(function TrinketRow({
  dataset,
  entry,
  drop,
  context,
  tracked,
  owned,
  upgrade,
  unit,
  verdicts,
  sims,
  showPlace,
  onToggleTrack,
  onShowDetails,
}: TrinketRowProps) {
  const { trinket } = entry
  const shownDrop = drop ?? entry.drops[0]
  const source = shownDrop?.source ?? trinket.sources[0]
  const answer = source
    ? trinketItemLevel(dataset, trinket, source, context)
    : ({ kind: 'unknown', reason: 'Its source is not known' } as const)
  const otherDrops = entry.drops.filter((d) => d !== shownDrop)
  const effectMark = trinket.provenance.effect

  return (
    <li
      className={`trinket-row${tracked ? ' is-tracked' : ''}${owned ? ' is-owned' : ''}${
        answer.kind === 'elsewhere' || answer.kind === 'off-track' ? ' is-elsewhere' : ''
      }`}
    >
      <TrinketIcon trinket={trinket} />
      <div className="trinket-main">
        <Tooltip
          sideOffset={8}
          side="top"
          content={<TrinketTooltip trinket={trinket} drop={shownDrop} answer={answer} />}
        >
          <ExternalLink
            href={wowheadItemUrl(trinket.id)}
            className={`trinket-name quality-${trinket.quality}`}
          >
            {trinket.name}
          </ExternalLink>
        </Tooltip>
        <div className="trinket-tags">
          <StatTags trinket={trinket} />
          <RoleTags trinket={trinket} />
          <UseTag trinket={trinket} />
        </div>
        {owned && <OwnedMark dataset={dataset} owned={owned} answer={answer} context={context} />}
        {upgrade && unit && <UpgradeLine dataset={dataset} unit={unit} upgrade={upgrade} />}
        {sims && (
          <SimValueLine
            sims={sims}
            shown={shownSimValue(sims.curves.get(trinket.id), answer)}
            trinket={trinket}
          />
        )}
        <GuideVerdicts verdicts={verdicts} trinket={trinket} />
        <p className="trinket-effect">
          {describeEffect(trinket.effect)}
          {effectMark && <CertaintyMark certainty={effectMark.certainty} note={effectMark.note} />}
        </p>
      </div>
      <div className="trinket-source">
        <span className="source-name">{bossText(shownDrop)}</span>
        {showPlace && shownDrop && <span className="source-kind">{shownDrop.instance.name}</span>}
        {shownDrop?.encounter.name && (
          <span className="source-kind">{instanceKindName(shownDrop)}</span>
        )}
        {otherDrops.length > 0 && (
          <span className="source-kind">also {otherDrops.map(dropText).join('; ')}</span>
        )}
        {trinket.provenance.sources.certainty !== 'confirmed' && (
          <CertaintyMark
            certainty={trinket.provenance.sources.certainty}
            note={trinket.provenance.sources.note}
          />
        )}
      </div>
      <ItemLevelCell answer={answer} />
      <div className="trinket-actions">
        <button
          type="button"
          className="icon-button details-button"
          aria-label={`Details of ${trinket.name}`}
          onClick={() => onShowDetails(trinket.id)}
        >
          <InfoIcon size={20} />
        </button>
        <TrackToggle trinket={trinket} tracked={tracked} onToggle={onToggleTrack} />
      </div>
    </li>
  )
})
