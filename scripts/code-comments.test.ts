// Every tracked source file's comments say why, never where: no repository commit and no
// stored-file id (scripts/code-comments.ts). The fixtures below hold such text in strings on
// purpose, which is exactly what the check must let through.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { commentPointers, commentsOf, sourceKindOf } from './code-comments'

const root = new URL('../', import.meta.url)
const hash = '58208aad86d117626230a0213a35bf7b4fbddf01'

describe('comments that point at a commit or a stored file', () => {
  it('are found in line comments, block comments and their continuation lines', () => {
    const source = [
      'const a = 1',
      `// taken from owner/addon@${hash.slice(0, 7)}`,
      '/**',
      ` * read at ${hash}`,
      ' */',
      `const b = 2 /* see read_file 68770275931 */`,
      '// as the file (id 68770275931) says',
      '// see file id: 68770275931',
    ].join('\n')
    expect(commentPointers('x.ts', source, 'script')).toEqual([
      `x.ts:2: a comment holds a repository commit (say why instead): taken from owner/addon@${hash.slice(0, 7)}`,
      `x.ts:4: a comment holds a repository commit (say why instead): read at ${hash}`,
      'x.ts:6: a comment holds a stored-file id (say why instead): see read_file 68770275931',
      'x.ts:7: a comment holds a stored-file id (say why instead): as the file (id 68770275931) says',
      'x.ts:8: a comment holds a stored-file id (say why instead): see file id: 68770275931',
    ])
  })

  it('are found in CSS and shell comments', () => {
    expect(commentPointers('a.css', `a { color: red; } /* from @${hash} */`, 'css')).toHaveLength(1)
    expect(commentPointers('a.sh', `echo hi # read_file says so\n# ${hash}`, 'shell')).toEqual([
      'a.sh:1: a comment holds a stored-file id (say why instead): read_file says so',
      `a.sh:2: a comment holds a repository commit (say why instead): ${hash}`,
    ])
  })

  it('are not found in strings, template literals or regular expressions', () => {
    const source = [
      `const fixture = 'read from owner/addon@${hash} (read_file id 68770275931)'`,
      `const other = "// ${hash}"`,
      `const template = \`/* read_file */ \${'// ' + "${hash}"} // @${hash}\``,
      `const pattern = /@[0-9a-f]{7,}|\\/\\/ read_file/i`,
      `if (x) return /read_file/.test(y)`,
      `echo '# ${hash}'`,
      '// a comment that says why: the reference is read once, at build time',
    ].join('\n')
    expect(commentPointers('x.ts', source, 'script')).toEqual([])
    expect(commentPointers('x.sh', `echo "# ${hash}" 'read_file' # fine`, 'shell')).toEqual([])
    expect(commentsOf(source, 'script')).toEqual([
      { line: 7, text: 'a comment that says why: the reference is read once, at build time' },
    ])
  })

  it('names the right line after a quote left open by JSX text', () => {
    const source = ["const a = <p>Don't wait</p>", 'const b = 1', `// pinned at @${hash}`].join(
      '\n',
    )
    expect(commentPointers('x.tsx', source, 'script')).toEqual([
      `x.tsx:3: a comment holds a repository commit (say why instead): pinned at @${hash}`,
    ])
  })

  it('leaves a short simulator build, an npm scope and the rule’s own words alone', () => {
    const source = [
      '// SimulationCraft ba72a9d, as @tanstack/react-start builds it',
      '// the dataset keeps the gist, never a commit or a stored-file id (#32)',
    ].join('\n')
    expect(commentPointers('x.ts', source, 'script')).toEqual([])
  })

  it('checks the project’s own sources and scripts, not data, fixtures or built files', () => {
    expect(sourceKindOf('src/a.tsx')).toBe('script')
    expect(sourceKindOf('vite.config.ts')).toBe('script')
    expect(sourceKindOf('src/styles/global.css')).toBe('css')
    expect(sourceKindOf('scripts/test.sh')).toBe('shell')
    expect(sourceKindOf('.ci/run', '#!/usr/bin/env bash')).toBe('shell')
    expect(sourceKindOf('data/season.json')).toBeNull()
    expect(sourceKindOf('src/features/x/test-exports/a.txt')).toBeNull()
    expect(sourceKindOf('scripts/sims/fixtures/a.js')).toBeNull()
    expect(sourceKindOf('dist/client/a.js')).toBeNull()
  })
})

describe("the project's comments", () => {
  it('hold no repository commit and no stored-file id', () => {
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
      .split('\0')
      .filter(Boolean)
    const problems: string[] = []
    let checked = 0
    for (const file of files) {
      const text = (() => {
        try {
          return readFileSync(new URL(file, root), 'utf8')
        } catch {
          // Listed but not in the working tree (deleted and not yet committed).
          return null
        }
      })()
      if (text === null) continue
      const kind = sourceKindOf(file, text.slice(0, text.indexOf('\n')))
      if (!kind) continue
      checked++
      problems.push(...commentPointers(file, text, kind))
    }
    expect(checked).toBeGreaterThan(400)
    expect(problems).toEqual([])
  })
})
