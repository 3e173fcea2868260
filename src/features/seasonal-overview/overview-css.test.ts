// The tracker's stylesheet also loads on the overview (its links preload the tracker), so a class
// name both define makes overview text take the tracker's look (underline on hover, other weight).
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const featuresDir = new URL('../', import.meta.url)

/** The class each selector starts with: the one a rule is about (`.a .b` styles inside `.a`). */
function leadingClasses(css: string): Set<string> {
  const selectors = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/@media[^{]*\{/g, '')
    .replace(/\{[^{}]*\}/g, ',')
    .split(',')
  const classes = new Set<string>()
  for (const selector of selectors) {
    const match = /^\s*(?:[a-z]+)?(?:\[[^\]]*\])?\.([\w-]+)/.exec(selector)
    if (match?.[1]) classes.add(match[1])
  }
  return classes
}

function featureStylesheets(): { feature: string; css: string }[] {
  return readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(new URL(`${entry.name}/`, featuresDir))
        .filter((file) => file.endsWith('.css'))
        .map((file) => ({
          feature: entry.name,
          css: readFileSync(new URL(`${entry.name}/${file}`, featuresDir), 'utf8'),
        })),
    )
}

describe('the Seasonal Overview stylesheet', () => {
  it('finds the classes a stylesheet defines', () => {
    expect([
      ...leadingClasses('.a .b { x: 1 }\n@media (min-width: 768px) { ol.c, .d:hover { y: 2 } }'),
    ]).toEqual(['a', 'c', 'd'])
  })

  it('defines no class that another feature’s stylesheet defines too', () => {
    const sheets = featureStylesheets()
    const overview = sheets.filter((sheet) => sheet.feature === 'seasonal-overview')
    expect(overview.length).toBeGreaterThan(0)
    const own = new Set(overview.flatMap((sheet) => [...leadingClasses(sheet.css)]))
    const shared = sheets
      .filter((sheet) => sheet.feature !== 'seasonal-overview')
      .flatMap((sheet) =>
        [...leadingClasses(sheet.css)]
          .filter((name) => own.has(name))
          .map((n) => `${sheet.feature}: .${n}`),
      )
    expect(shared).toEqual([])
  })
})
