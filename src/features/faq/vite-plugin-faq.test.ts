import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { siteConfig } from '~/config/site'
import type { FaqTab } from './faq-markdown'
import {
  faqAnswersModuleId,
  faqPlugin,
  faqServerReady,
  faqTabOrder,
  faqTabsModuleId,
} from './vite-plugin-faq'

let root: string
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'faq-plugin-'))
  await mkdir(path.join(root, 'content'))
  await mkdir(path.join(root, 'data'))
  await copyFile(
    new URL('../../../data/season.json', import.meta.url),
    path.join(root, 'data/season.json'),
  )
  for (const tab of faqTabOrder) {
    await writeContent(
      tab,
      `# Label of ${tab}\n\n## Which season is it? {#season-${tab}}\n\n{{seasonName}}.\n`,
    )
  }
})
afterEach(async () => {
  await rm(root, { recursive: true, force: true })
})

const writeContent = (tab: string, markdown: string) =>
  writeFile(path.join(root, 'content', `${tab}.md`), markdown)

const call = (hook: unknown, thisArg: unknown, ...args: unknown[]) =>
  typeof hook === 'function' ? hook.apply(thisArg, args) : undefined

/** Runs the plugin's hooks as Vite would, for one environment, and returns a module's source. */
async function loadSource(moduleId: string, consumer: 'client' | 'server' = 'client') {
  const plugin = faqPlugin({ contentDir: 'content', site: siteConfig })
  const watched: string[] = []
  const context = {
    addWatchFile: (file: string) => watched.push(file),
    error: (message: string) => {
      throw new Error(message)
    },
    environment: { config: { consumer } },
  }
  call(plugin.configResolved, plugin, { root })
  const id = call(plugin.resolveId, context, moduleId, undefined, {})
  expect(id).toBe(`\0${moduleId}`)
  const source = (await call(plugin.load, context, id)) as string
  return { source, watched }
}

const importSource = (source: string) =>
  import(`data:text/javascript,${encodeURIComponent(source)}`)

describe('faqPlugin', () => {
  it('serves every answer with its facts worked out from the dataset, and watches its files', async () => {
    const { source, watched } = await loadSource(faqAnswersModuleId)
    const { faqTabs } = (await importSource(source)) as { faqTabs: FaqTab[] }
    expect(faqTabs.map((tab) => tab.slug)).toEqual(faqTabOrder)
    expect(faqTabs[0]?.questions[0]).toEqual({
      slug: 'season-general',
      question: 'Which season is it?',
      answerHtml: '<p>Midnight Season 2.</p>',
    })
    expect(watched).toEqual(
      expect.arrayContaining([
        path.join(root, 'data/season.json'),
        path.join(root, 'content/general.md'),
      ]),
    )
  })

  it('keeps the answers out of the outline the page’s first scripts carry', async () => {
    const { source } = await loadSource(faqTabsModuleId)
    expect(source).not.toContain('Midnight Season 2')
    const { faqTabLabels } = await importSource(source)
    expect(faqTabLabels[1]).toEqual({ slug: 'trinket-tracker', label: 'Label of trinket-tracker' })
  })

  it('stops the build on malformed Markdown, naming each problem', async () => {
    await writeContent('general', '# G\n\n## Empty?\n\n## Q?\n\n{{noSuchFact}} here.\n')
    await writeContent('extra', '# Extra\n\n## Q?\n\nA.\n')
    await expect(loadSource(faqAnswersModuleId)).rejects.toThrow(
      /The FAQ cannot be built:\n.*"extra" is no FAQ tab.*\n.*\{\{noSuchFact\}\} is no fact.*\n.*"Empty\?" has no answer/,
    )
  })

  it('makes the server wait for the answers’ chunk, by names that exist', async () => {
    const answersCode: Record<string, unknown> = await import('./faq-answers-code')
    expect(faqServerReady.from).toBe('~/features/faq/faq-answers-code')
    expect(answersCode[faqServerReady.code]).toEqual(
      expect.objectContaining({ load: expect.any(Function) }),
    )
  })
})
