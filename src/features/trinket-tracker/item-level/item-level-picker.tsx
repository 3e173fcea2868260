// The item-level context, the way players think of it: a keystone level, a raid difficulty, or
// an upgrade track and step. Each choice is a context; the tracker's state writes it in the URL.
import { useMemo } from 'react'
import type { ItemLevelContext } from '~/domain/season/item-level-context'
import { trackStepLabel } from '~/domain/season/lookups'
import type { RaidDifficulty, SeasonDataset } from '~/domain/season/schema'
import { trackNameForSlug } from '~/domain/season/vocabulary'
import { CertaintyMark } from '../ui/certainty-mark'
import { type SegmentChoice, SegmentedButtons, SelectField } from '../ui/form-controls'
import { contextChoices } from './context-choices'
import { keyLevelName } from './context-labels'
import { keyRewardFor } from './key-rewards'

type ContextKind = ItemLevelContext['kind'] | 'range'

export type ItemLevelPickerProps = {
  dataset: SeasonDataset
  context: ItemLevelContext | undefined
  onChange: (context: ItemLevelContext | undefined) => void
}

const kinds: SegmentChoice<ContextKind>[] = [
  { value: 'range', label: 'Drop range' },
  { value: 'key', label: 'Mythic+ key' },
  { value: 'raid', label: 'Raid' },
  { value: 'track', label: 'Upgrade track' },
]

/** Where a player lands when switching kind: the key where rewards stop rising, Heroic, Hero 1. */
function defaultFor(
  kind: ContextKind,
  choices: ReturnType<typeof contextChoices>,
): ItemLevelContext | undefined {
  switch (kind) {
    case 'range':
      return undefined
    case 'key': {
      const capped = choices.keyLevels.find((level) => level === 10) ?? choices.keyLevels[0]
      return capped === undefined ? undefined : { kind: 'key', keyLevel: capped }
    }
    case 'raid': {
      const difficulty =
        choices.difficulties.find((d) => d.difficulty === 'heroic') ?? choices.difficulties[0]
      return difficulty ? { kind: 'raid', difficulty: difficulty.difficulty } : undefined
    }
    case 'track': {
      const track = choices.tracks.find((t) => t.slug === 'hero') ?? choices.tracks[0]
      const step = track?.steps[0]
      return track && step ? { kind: 'track', track: track.slug, step: step.rank } : undefined
    }
  }
}

export function ItemLevelPicker({ dataset, context, onChange }: ItemLevelPickerProps) {
  const choices = useMemo(() => contextChoices(dataset), [dataset])
  const current: ContextKind = context?.kind ?? 'range'

  return (
    <fieldset className="ilvl-picker">
      <legend className="toolbar-heading">Item level</legend>
      <SegmentedButtons
        choices={kinds}
        chosen={current}
        onChoose={(kind) => {
          if (kind !== current) onChange(defaultFor(kind, choices))
        }}
      />
      <div className="ilvl-detail">
        {context === undefined && (
          <p className="ilvl-hint">
            Each trinket shows the item levels it can have. Pick a key level, raid difficulty or
            track to see one number.
          </p>
        )}
        {context?.kind === 'key' && (
          <div className="ilvl-controls">
            <SelectField
              label="Key level"
              value={context.keyLevel}
              onChange={(level) => onChange({ kind: 'key', keyLevel: Number(level) })}
            >
              {choices.keyLevels.map((level) => (
                <option key={level} value={level}>
                  {keyLevelName(level)}
                </option>
              ))}
            </SelectField>
            <KeySummary dataset={dataset} keyLevel={context.keyLevel} />
          </div>
        )}
        {context?.kind === 'raid' && (
          <fieldset className="ilvl-difficulty">
            <legend className="filter-label">Difficulty</legend>
            <SegmentedButtons
              choices={choices.difficulties.map((d) => ({ value: d.difficulty, label: d.name }))}
              chosen={context.difficulty}
              onChoose={(difficulty) => onChange({ kind: 'raid', difficulty })}
            />
            <RaidSummary dataset={dataset} difficulty={context.difficulty} />
          </fieldset>
        )}
        {context?.kind === 'track' && (
          <div className="ilvl-controls">
            <SelectField
              label="Track"
              value={context.track}
              onChange={(slug) => {
                const track = choices.tracks.find((t) => t.slug === slug)
                const step = Math.min(context.step, track?.steps.length ?? 1)
                if (track) onChange({ kind: 'track', track: track.slug, step })
              }}
            >
              {choices.tracks.map((track) => (
                <option key={track.slug} value={track.slug}>
                  {track.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Step"
              value={context.step}
              onChange={(step) =>
                onChange({ kind: 'track', track: context.track, step: Number(step) })
              }
            >
              {choices.tracks
                .find((t) => t.slug === context.track)
                ?.steps.map((step) => (
                  <option key={step.rank} value={step.rank}>
                    {trackStepLabel(dataset, trackNameForSlug(context.track), step.rank)} ·{' '}
                    {step.itemLevel}
                    {step.certainty === 'confirmed' ? '' : ` (${step.certainty})`}
                  </option>
                ))}
            </SelectField>
          </div>
        )}
      </div>
    </fieldset>
  )
}

function KeySummary({ dataset, keyLevel }: { dataset: SeasonDataset; keyLevel: number }) {
  const reward = keyRewardFor(dataset, keyLevel)
  if (!reward) return null
  const drop = trackStepLabel(dataset, reward.endOfDungeon.track, reward.endOfDungeon.rank)
  const vault = trackStepLabel(dataset, reward.vault.track, reward.vault.rank)
  return (
    <p className="ilvl-summary">
      End of dungeon <strong>{reward.endOfDungeon.itemLevel}</strong>
      {drop && ` (${drop})`}
      <CertaintyMark certainty={reward.endProvenance.certainty} note={reward.endProvenance.note} />,
      Great Vault <strong>{reward.vault.itemLevel}</strong>
      {vault && ` (${vault})`}
      {reward.vaultProvenance !== reward.endProvenance && (
        <CertaintyMark
          certainty={reward.vaultProvenance.certainty}
          note={reward.vaultProvenance.note}
        />
      )}
      {reward.andAbove && keyLevel > reward.rowKeyLevel && ` — the same as +${reward.rowKeyLevel}`}
    </p>
  )
}

/** The raid's levels on one difficulty: by boss group, then the Great Vault. */
function RaidSummary({
  dataset,
  difficulty,
}: {
  dataset: SeasonDataset
  difficulty: RaidDifficulty
}) {
  const row = dataset.raidDifficulties.find((d) => d.difficulty === difficulty)
  if (!row) return null
  const { raidLoot } = dataset
  const vault = raidLoot.vault.find((v) => v.difficulty === difficulty)
  const above = dataset.aboveTrackItemLevels.find((level) => level.difficulty === difficulty)
  const groupsMark =
    difficulty === 'mythic' ? raidLoot.groupsProvenance : raidLoot.otherDifficulties
  return (
    <p className="ilvl-summary">
      {row.track} track, rising by boss:{' '}
      {raidLoot.groups.map((group, index) => (
        <span key={group.key}>
          {index > 0 && ' · '}
          {group.label} <strong>{group.drops[difficulty].itemLevel}</strong>
        </span>
      ))}
      <CertaintyMark certainty={groupsMark.certainty} note={groupsMark.note} />
      {vault && (
        <>
          . Great Vault <strong>{vault.reward.itemLevel}</strong>
          {above && ` (${above.itemLevel} for the last two bosses)`}
          <CertaintyMark certainty={vault.provenance.certainty} note={vault.provenance.note} />
        </>
      )}
      .
    </p>
  )
}
