// All-or-nothing writes for the importers. A file is written beside itself and renamed over the
// old one, so a reader (or a killed run) sees the old bytes or the new, never half of them. A data
// folder is changed on a copy beside it and swapped in by two renames; Ctrl-C (SIGINT), SIGTERM or
// SIGHUP during a run removes the copy before the process ends, and waits for a swap under way to
// finish. Only a hard kill (SIGKILL, power loss) can stop a run between the two renames; the next
// run of any importer then finishes that swap (the copy was complete) or puts the old folder back,
// and removes what is left.
import { randomBytes } from 'node:crypto'
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { cp, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'

// ---------------------------------------------------------------------------------------------
// What a signal must clean up.

const scratchPaths = new Set<string>()
let swapping = false
let pendingSignal: NodeJS.Signals | null = null
const exitCodes: Partial<Record<NodeJS.Signals, number>> = {
  SIGHUP: 129,
  SIGINT: 130,
  SIGTERM: 143,
}
const signals = Object.keys(exitCodes) as NodeJS.Signals[]

function cleanUpAndExit(signal: NodeJS.Signals): void {
  for (const scratch of scratchPaths) rmSync(scratch, { recursive: true, force: true })
  scratchPaths.clear()
  process.stderr.write(`Stopped by ${signal}: nothing was changed.\n`)
  process.exit(exitCodes[signal] ?? 1)
}

function onSignal(signal: NodeJS.Signals): void {
  if (swapping) pendingSignal = signal
  else cleanUpAndExit(signal)
}

function track(scratch: string): void {
  if (scratchPaths.size === 0) for (const signal of signals) process.on(signal, onSignal)
  scratchPaths.add(scratch)
}

function untrack(scratch: string): void {
  scratchPaths.delete(scratch)
  if (scratchPaths.size === 0) for (const signal of signals) process.off(signal, onSignal)
}

/** Runs the renames of a swap with signals held back until they are done. */
async function withoutInterruption(work: () => Promise<void>): Promise<void> {
  swapping = true
  try {
    await work()
  } finally {
    swapping = false
    const signal = pendingSignal
    pendingSignal = null
    if (signal) cleanUpAndExit(signal)
  }
}

const suffix = () => `${process.pid}-${randomBytes(4).toString('hex')}`

// ---------------------------------------------------------------------------------------------
// Files.

/** Writes the file whole: into a hidden file beside it, then renamed over it. */
export async function writeFileWhole(file: string, data: string | Uint8Array): Promise<void> {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.partial-${suffix()}`)
  track(temp)
  try {
    await writeFile(temp, data)
    await rename(temp, file)
  } finally {
    untrack(temp)
    await rm(temp, { force: true })
  }
}

/** The same, for the synchronous commands. */
export function writeFileWholeSync(file: string, data: string): void {
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.partial-${suffix()}`)
  try {
    writeFileSync(temp, data)
    renameSync(temp, file)
  } finally {
    rmSync(temp, { force: true })
  }
}

// ---------------------------------------------------------------------------------------------
// Folders.

const scratchPrefix = (folder: string) => `.${path.basename(folder)}-whole-`
const READY = 'ready'

function alive(pid: number): boolean {
  if (pid === process.pid) return true
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Finishes or undoes a swap a hard kill interrupted, and removes copies that dead runs left
 * beside the folder. Returns what it did, for the operator, or null when there was nothing.
 */
export async function recoverInterrupted(folder: string): Promise<string | null> {
  const parent = path.dirname(folder)
  const prefix = scratchPrefix(folder)
  const entries = await readdir(parent).catch(() => [])
  let said: string | null = null
  for (const name of entries.filter((entry) => entry.startsWith(prefix)).sort()) {
    const pid = Number(name.slice(prefix.length).split('-')[0])
    if (Number.isInteger(pid) && pid > 0 && alive(pid)) continue
    const scratch = path.join(parent, name)
    if (!existsSync(folder)) {
      const fresh = path.join(scratch, 'new')
      const old = path.join(scratch, 'old')
      if (existsSync(path.join(scratch, READY)) && existsSync(fresh)) {
        await rename(fresh, folder)
        said = `finished the swap of ${folder} an interrupted run had begun`
      } else if (existsSync(old)) {
        await rename(old, folder)
        said = `put back ${folder} as it was before an interrupted run`
      }
    }
    await rm(scratch, { recursive: true, force: true })
  }
  return said
}

/**
 * Changes a folder all or nothing: `change` works on a complete copy and says whether to keep it;
 * the copy then takes the folder's place, or is thrown away (also when `change` throws).
 */
export async function replaceFolderWhole<T>(
  folder: string,
  change: (work: string) => Promise<{ keep: boolean; result: T }>,
): Promise<T> {
  await recoverInterrupted(folder)
  // Beside the folder, so that the swap is a rename within one file system.
  const scratch = await mkdtemp(
    path.join(path.dirname(folder), `${scratchPrefix(folder)}${process.pid}-`),
  )
  track(scratch)
  try {
    const work = path.join(scratch, 'new')
    await cp(folder, work, { recursive: true })
    const { keep, result } = await change(work)
    if (keep) {
      await writeFile(path.join(scratch, READY), '')
      const old = path.join(scratch, 'old')
      await withoutInterruption(async () => {
        await rename(folder, old)
        try {
          await rename(work, folder)
        } catch (error) {
          await rename(old, folder)
          throw error
        }
      })
    }
    return result
  } finally {
    untrack(scratch)
    await rm(scratch, { recursive: true, force: true })
  }
}
