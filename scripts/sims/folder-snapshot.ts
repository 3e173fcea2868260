// Test support: every file under a folder, by path, so that a test can tell whether a byte changed.
import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'

export async function folderSnapshot(folder: string): Promise<Map<string, string>> {
  const files = (await readdir(folder, { recursive: true })).map(String).sort()
  const entries = await Promise.all(
    files.map(async (file) => {
      const text = await readFile(path.join(folder, file), 'utf8').catch(() => null)
      return [file, text] as const
    }),
  )
  return new Map(entries.filter((entry): entry is [string, string] => entry[1] !== null))
}
