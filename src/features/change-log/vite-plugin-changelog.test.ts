import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { LatestRelease, Release } from './parse-changelog'
import {
  changelogModuleId,
  changelogPlugin,
  homeChangeCount,
  latestReleaseModuleId,
} from './vite-plugin-changelog'

type LoadContext = { addWatchFile: (file: string) => void; warn: (message: string) => void }
type ChangelogModules = { releases: Release[]; latestRelease: LatestRelease | null }

let root: string
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'changelog-plugin-'))
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

/** Runs the plugin's hooks as Vite would and imports the module it produces. */
async function loadVirtualModule(plugin = changelogPlugin()) {
  const watched: string[] = []
  const warnings: string[] = []
  const context: LoadContext = {
    addWatchFile: (file) => watched.push(file),
    warn: (message) => warnings.push(message),
  }
  const call = (hook: unknown, thisArg: unknown, ...args: unknown[]) =>
    typeof hook === 'function' ? hook.apply(thisArg, args) : undefined
  call(plugin.configResolved, plugin, { root })
  const sources: string[] = []
  for (const moduleId of [changelogModuleId, latestReleaseModuleId]) {
    const id = call(plugin.resolveId, context, moduleId, undefined, {})
    expect(typeof id).toBe('string')
    sources.push((await call(plugin.load, context, id)) as string)
  }
  const [releases, latest] = await Promise.all(
    sources.map((source) => import(`data:text/javascript,${encodeURIComponent(source)}`)),
  )
  const module: ChangelogModules = { ...releases, ...latest }
  return { module, watched, warnings, sources }
}

describe('changelogPlugin', () => {
  it('serves the parsed releases and the newest live release, and watches the file', async () => {
    const entries = Array.from({ length: homeChangeCount + 2 }, (_, i) => `- change ${i + 1}`)
    await writeFile(
      path.join(root, 'CHANGELOG.md'),
      `## [Unreleased]\n## [1.1.0] - 2026-11-23\n### Added\n${entries.join('\n')}\n## [1.0.0] - 2026-11-22\n### Fixed\n- old\n`,
    )
    const { module, watched, warnings } = await loadVirtualModule()
    expect(module.releases.map((r) => r.anchor)).toEqual(['v1-1-0', 'v1-0-0'])
    expect(module.latestRelease).toMatchObject({ version: '1.1.0', date: '2026-11-23' })
    expect(module.latestRelease?.changes).toHaveLength(homeChangeCount)
    expect(module.latestRelease?.changes[0]?.content).toEqual([{ type: 'text', text: 'change 1' }])
    expect(module.latestRelease?.moreCount).toBe(2)
    expect(new Set(watched)).toEqual(new Set([path.join(root, 'CHANGELOG.md')]))
    expect(warnings).toEqual([])
  })

  it('keeps the releases out of the home page’s module', async () => {
    await writeFile(
      path.join(root, 'CHANGELOG.md'),
      '## [1.0.0] - 2026-11-22\n- newest\n## [0.9.0] - 2026-11-01\n- an old change\n',
    )
    const { sources } = await loadVirtualModule(changelogPlugin())
    expect(sources[1]).not.toContain('releases')
    expect(sources[0]).toContain('an old change')
  })

  it('passes the parser’s problems on as build warnings, once', async () => {
    await writeFile(path.join(root, 'CHANGELOG.md'), '## [2.0.0]\n- undated\n')
    const { module, warnings } = await loadVirtualModule()
    expect(module.releases).toHaveLength(1)
    expect(warnings).toEqual([expect.stringContaining('has no date')])
  })

  it('builds an empty Change Log with one warning when the file is missing', async () => {
    const { module, warnings } = await loadVirtualModule(changelogPlugin({ file: 'NOPE.md' }))
    expect(module.releases).toEqual([])
    expect(module.latestRelease).toBeNull()
    expect(warnings).toEqual([expect.stringContaining('could not be read')])
  })
})
