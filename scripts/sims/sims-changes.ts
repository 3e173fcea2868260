// What a sims refresh changes, as lines a reviewer reads like a diff: sources and their simulator
// versions and dates, when each fight was simmed, trinkets added or gone, and changed values.
import type { SimSource } from '../../src/domain/season/schema'
import type { LaterRun, SimPoint, SpecSims } from '../../src/domain/sims/schema'

export interface SimsSnapshot {
  simSources: readonly SimSource[]
  specs: readonly SpecSims[]
}

type Curve = { itemId: number; points: SimPoint[]; name?: string }

const specCount = (n: number) => `${n} spec${n === 1 ? '' : 's'}`

const levels = (points: readonly SimPoint[]) => new Map(points.map(([level, v]) => [level, v]))

function curveChanges(before: readonly SimPoint[], after: readonly SimPoint[]): string[] {
  const was = levels(before)
  const now = levels(after)
  const all = [...new Set([...was.keys(), ...now.keys()])].sort((a, b) => a - b)
  return all.flatMap((level) => {
    const a = was.get(level)
    const b = now.get(level)
    if (a === b) return []
    if (a === undefined) return [`${level} none -> ${b}`]
    if (b === undefined) return [`${level} ${a} -> none`]
    return [`${level} ${a} -> ${b}`]
  })
}

function curveLines(
  where: string,
  before: readonly Curve[],
  after: readonly Curve[],
  nameOf: (curve: Curve) => string,
  tag: string,
): string[] {
  const was = new Map(before.map((c) => [c.itemId, c]))
  const now = new Map(after.map((c) => [c.itemId, c]))
  const lines: string[] = []
  for (const [id, curve] of now) {
    const old = was.get(id)
    if (!old) lines.push(`+ ${where}: ${id} ${nameOf(curve)}${tag}`)
    else {
      const changed = curveChanges(old.points, curve.points)
      if (changed.length)
        lines.push(`~ ${where}: ${id} ${nameOf(curve)}${tag}: ${changed.join(', ')}`)
    }
  }
  for (const [id, curve] of was) {
    if (!now.has(id)) lines.push(`- ${where}: ${id} ${nameOf(curve)}${tag}`)
  }
  return lines
}

function sourceLines(before: readonly SimSource[], after: readonly SimSource[]): string[] {
  const was = new Map(before.map((s) => [s.id, s]))
  const now = new Map(after.map((s) => [s.id, s]))
  const lines: string[] = []
  for (const [id, source] of now) {
    const old = was.get(id)
    const what = `${source.simulator ?? 'no simulator named'}, read ${source.capturedDate}`
    if (!old) {
      lines.push(
        `+ source ${id}: ${source.publisher}, ${what}, ${specCount(source.specIds.length)}`,
      )
      continue
    }
    if (old.simulator !== source.simulator)
      lines.push(`~ source ${id}: simulator ${old.simulator} -> ${source.simulator}`)
    if (old.capturedDate !== source.capturedDate)
      lines.push(`~ source ${id}: read ${old.capturedDate} -> ${source.capturedDate}`)
    if (old.specIds.length !== source.specIds.length)
      lines.push(`~ source ${id}: ${old.specIds.length} -> ${specCount(source.specIds.length)}`)
  }
  for (const [id, source] of was) {
    if (!now.has(id)) lines.push(`- source ${id}: ${source.publisher}, ${source.simulator ?? ''}`)
  }
  return lines
}

/**
 * A later run added or gone is one line (a whole chart's extra rows would drown the diff); a run
 * kept says which of its trinkets came, went or changed, as a set's own list does.
 */
function laterRunLines(
  where: string,
  before: readonly LaterRun[],
  after: readonly LaterRun[],
  nameOf: (curve: Curve) => string,
): string[] {
  const lines: string[] = []
  for (const run of after) {
    const old = before.find((r) => r.sourceId === run.sourceId)
    if (!old) {
      lines.push(
        `+ ${where}: later run ${run.sourceId}, simmed ${run.simmedAt}, ${run.items.length} trinkets`,
      )
      continue
    }
    if (old.simmedAt !== run.simmedAt)
      lines.push(`~ ${where}: later run ${run.sourceId} simmed ${old.simmedAt} -> ${run.simmedAt}`)
    for (const line of curveLines(
      where,
      old.items,
      run.items,
      nameOf,
      ` (later run ${run.sourceId})`,
    ))
      lines.push(line)
  }
  for (const old of before) {
    if (!after.some((r) => r.sourceId === old.sourceId))
      lines.push(`- ${where}: later run ${old.sourceId}, ${old.items.length} trinkets`)
  }
  return lines
}

/**
 * The lines of the diff, sources first, then each spec and fight; an empty list means nothing
 * changed. `trinketName` names season trinkets (worn-only ones carry the publisher's name).
 */
export function simsChanges(
  before: SimsSnapshot,
  after: SimsSnapshot,
  trinketName: (itemId: number) => string | undefined,
): string[] {
  const lines = sourceLines(before.simSources, after.simSources)
  const key = (s: SpecSims) => `${s.classSlug}/${s.specSlug}`
  const was = new Map(before.specs.map((s) => [key(s), s]))
  const now = new Map(after.specs.map((s) => [key(s), s]))
  const specKeys = [...new Set([...was.keys(), ...now.keys()])].sort()
  const nameOf = (curve: Curve) => curve.name ?? trinketName(curve.itemId) ?? 'unnamed'
  for (const spec of specKeys) {
    const a = was.get(spec)?.sets ?? []
    const b = now.get(spec)?.sets ?? []
    const fights = [...new Set([...a, ...b].map((set) => set.fightStyle))]
    for (const fight of fights) {
      const where = `${spec} ${fight}`
      const old = a.find((set) => set.fightStyle === fight)
      const set = b.find((s) => s.fightStyle === fight)
      if (!set) {
        lines.push(`- ${where}: all sims gone (were ${old?.sourceId}, simmed ${old?.simmedAt})`)
        continue
      }
      if (!old) {
        lines.push(
          `+ ${where}: sims from ${set.sourceId}, simmed ${set.simmedAt}, ${set.items.length} season trinkets`,
        )
        continue
      }
      if (old.sourceId !== set.sourceId)
        lines.push(`~ ${where}: source ${old.sourceId} -> ${set.sourceId}`)
      if (old.simmedAt !== set.simmedAt)
        lines.push(`~ ${where}: simmed ${old.simmedAt} -> ${set.simmedAt}`)
      // Appended one by one: spreading hundreds of thousands of lines into push() overflows the stack.
      for (const line of curveLines(where, old.items, set.items, nameOf, '')) lines.push(line)
      for (const line of curveLines(where, old.wornOnly, set.wornOnly, nameOf, ' (worn only)'))
        lines.push(line)
      for (const line of laterRunLines(where, old.laterRuns, set.laterRuns, nameOf))
        lines.push(line)
    }
  }
  return lines
}

/** The diff as printed: its lines and a count, or one line saying nothing changed. */
export function formatSimsChanges(lines: readonly string[]): string {
  if (lines.length === 0) return 'No changes: the sims already match.'
  return `${lines.join('\n')}\n${lines.length} change${lines.length === 1 ? '' : 's'}.`
}
