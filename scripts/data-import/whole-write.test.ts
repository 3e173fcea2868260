// All-or-nothing writes: a data folder changes whole or not at all, and what a hard kill left
// half-done is finished or undone by the next run, with no copy left beside the folder.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { recoverInterrupted, replaceFolderWhole, writeFileWhole } from './whole-write'

let parent: string
const folder = () => path.join(parent, 'data')
const read = (file: string) => readFile(path.join(folder(), file), 'utf8')

beforeEach(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'vaultwise-whole-'))
  await mkdir(path.join(folder(), 'sims'), { recursive: true })
  await writeFile(path.join(folder(), 'season.json'), 'old season')
  await writeFile(path.join(folder(), 'sims', 'fire.json'), 'old fire')
})

afterEach(async () => {
  await rm(parent, { recursive: true, force: true })
})

/** What a run killed with SIGKILL at some step of its swap leaves beside the folder. */
async function killedRun(step: 'copy done' | 'old moved away' | 'copy half-made') {
  const scratch = path.join(parent, '.data-whole-99999999-abc123')
  await mkdir(path.join(scratch, 'new', 'sims'), { recursive: true })
  await writeFile(path.join(scratch, 'new', 'season.json'), 'new season')
  await writeFile(path.join(scratch, 'new', 'sims', 'fire.json'), 'new fire')
  if (step !== 'copy half-made') await writeFile(path.join(scratch, 'ready'), '')
  if (step === 'old moved away' || step === 'copy half-made') {
    await rm(path.join(scratch, 'old'), { recursive: true, force: true })
    const { rename } = await import('node:fs/promises')
    await rename(folder(), path.join(scratch, 'old'))
  }
}

describe('replaceFolderWhole', () => {
  it('puts the changed copy in place, both files together, and leaves nothing beside it', async () => {
    await replaceFolderWhole(folder(), async (work) => {
      await writeFile(path.join(work, 'season.json'), 'new season')
      await writeFile(path.join(work, 'sims', 'fire.json'), 'new fire')
      return { keep: true, result: undefined }
    })
    expect([await read('season.json'), await read('sims/fire.json')]).toEqual([
      'new season',
      'new fire',
    ])
    expect(await readdir(parent)).toEqual(['data'])
  })

  it('keeps every byte when the change fails half-way, and leaves nothing beside it', async () => {
    await expect(
      replaceFolderWhole(folder(), async (work) => {
        await writeFile(path.join(work, 'season.json'), 'new season')
        throw new Error('a chart was refused')
      }),
    ).rejects.toThrow('a chart was refused')
    expect([await read('season.json'), await read('sims/fire.json')]).toEqual([
      'old season',
      'old fire',
    ])
    expect(await readdir(parent)).toEqual(['data'])
  })
})

describe('recoverInterrupted (after a hard kill)', () => {
  it('between the two renames, with the copy complete: the new data goes in place', async () => {
    await killedRun('old moved away')
    expect(await recoverInterrupted(folder())).toMatch(/finished the swap/)
    expect([await read('season.json'), await read('sims/fire.json')]).toEqual([
      'new season',
      'new fire',
    ])
    expect(await readdir(parent)).toEqual(['data'])
  })

  it('with the copy not marked complete: the old data comes back', async () => {
    await killedRun('copy half-made')
    expect(await recoverInterrupted(folder())).toMatch(/put back/)
    expect([await read('season.json'), await read('sims/fire.json')]).toEqual([
      'old season',
      'old fire',
    ])
    expect(await readdir(parent)).toEqual(['data'])
  })

  it('before the swap: the data stays as it is and the copy is removed', async () => {
    await killedRun('copy done')
    expect(await recoverInterrupted(folder())).toBeNull()
    expect(await read('season.json')).toBe('old season')
    expect(await readdir(parent)).toEqual(['data'])
  })
})

describe('writeFileWhole', () => {
  it('replaces the file and leaves no partial file', async () => {
    await writeFileWhole(path.join(folder(), 'season.json'), 'new season')
    expect(await read('season.json')).toBe('new season')
    expect((await readdir(folder())).sort()).toEqual(['season.json', 'sims'])
  })
})
