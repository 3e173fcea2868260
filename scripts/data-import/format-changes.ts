// Prints merge changes as a short, grouped, human-readable diff.
import { type Change, changesDataset } from './merge'

type Of<K extends Change['kind']> = Extract<Change, { kind: K }>

function section<K extends Change['kind']>(
  changes: readonly Change[],
  kind: K,
  title: string,
  line: (change: Of<K>) => string,
): string[] {
  const matching = changes.filter((c): c is Of<K> => c.kind === kind)
  if (matching.length === 0) return []
  return [`${title} (${matching.length}):`, ...matching.map((c) => `  ${line(c)}`)]
}

const reviewText = (change: { review?: string }) => (change.review ? ` (${change.review})` : '')

export function formatChanges(changes: readonly Change[]): string {
  const changed = changes.filter(changesDataset).length
  const kept = changes.length - changed
  if (changes.length === 0) return 'No changes: the dataset already matches the API.'
  const lines = [
    ...section(
      changes,
      'trinket-added',
      'Trinkets added',
      (c) => `+ ${c.trinketId} ${c.name} (from ${c.sources.join('; ')})`,
    ),
    ...section(changes, 'trinket-removed', 'Trinkets removed', (c) => `- ${c.trinketId} ${c.name}`),
    ...section(
      changes,
      'trinket-changed',
      'Trinkets changed',
      (c) => `~ ${c.trinketId} ${c.name}: ${c.field} ${c.from} -> ${c.to}${reviewText(c)}`,
    ),
    ...section(
      changes,
      'source-added',
      'Sources added',
      (c) => `+ ${c.trinketId} ${c.name}: ${c.source}${reviewText(c)}`,
    ),
    ...section(
      changes,
      'source-removed',
      'Sources removed',
      (c) => `- ${c.trinketId} ${c.name}: ${c.source}`,
    ),
    ...section(
      changes,
      'source-missing',
      'Missing from the API, kept',
      (c) => `? ${c.trinketId} ${c.name}: ${c.source}`,
    ),
    ...section(
      changes,
      'encounter-renamed',
      'Encounters renamed',
      (c) => `~ ${c.encounterId}: ${c.from} -> ${c.to}`,
    ),
    ...section(
      changes,
      'spec-changed',
      'Specs changed',
      (c) => `~ ${c.specId} ${c.name}: ${c.field} ${c.from} -> ${c.to}${reviewText(c)}`,
    ),
  ]
  const total = `${changed} change${changed === 1 ? '' : 's'}${kept > 0 ? `, ${kept} kept although missing from the API (check them in game; --allow-removals removes them)` : ''}.`
  return `${lines.join('\n')}\n${total}`
}
