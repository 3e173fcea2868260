// What a missing reference file means: a failure naming it in CI, a skip (and a warning) elsewhere.
import { describe, expect, it } from 'vitest'
import { describeWithReference, isCi, referenceDecision, type TestApi } from './reference-files'

const file = '/nowhere/shared/gamedata/trinket_sims.json'
const present = '/somewhere/shared/gamedata/trinkets.json'
const exists = (path: string) => path === present

/** Stand-ins for describe, it and it.skip that record what the helper registered. */
function recorder() {
  const registered: { kind: 'it' | 'skip'; title: string; body: () => void }[] = []
  const warnings: string[] = []
  const api: TestApi = {
    describe: (_title, body) => body(),
    it: (title, body) => registered.push({ kind: 'it', title, body }),
    skip: (title, body) => registered.push({ kind: 'skip', title, body }),
    warn: (message) => warnings.push(message),
  }
  return { api, registered, warnings }
}

describe('a test that needs the shared reference', () => {
  it('runs when every file is there, in CI or not', () => {
    expect(referenceDecision([present], { CI: 'true' }, exists)).toEqual({ action: 'run' })
    expect(referenceDecision([present], {}, exists)).toEqual({ action: 'run' })
  })

  it('fails in CI, naming the missing file in one sentence', () => {
    const { api, registered, warnings } = recorder()
    let ran = false
    describeWithReference(
      'data/sims against the reference',
      [present, file],
      () => {
        ran = true
      },
      { env: { CI: 'true' }, exists, api },
    )
    expect(ran).toBe(false)
    expect(warnings).toEqual([])
    expect(registered.map((test) => test.kind)).toEqual(['it'])
    expect(() => registered[0]?.body()).toThrow(
      /^The reference file \/nowhere\/shared\/gamedata\/trinket_sims\.json is missing, and in CI the shared reference must sit beside the repository\.$/,
    )
  })

  it('is skipped with a warning naming the file outside CI', () => {
    const { api, registered, warnings } = recorder()
    const decision = describeWithReference('data/sims against the reference', [file], () => {}, {
      env: {},
      exists,
      api,
    })
    expect(decision.action).toBe('skip')
    expect(registered.map((test) => test.kind)).toEqual(['skip'])
    expect(registered[0]?.title).toContain(file)
    expect(warnings).toEqual([expect.stringContaining(file)])
  })

  it('takes CI as set unless it is empty, 0 or false', () => {
    expect(isCi({ CI: 'true' })).toBe(true)
    expect(isCi({ CI: '1' })).toBe(true)
    expect(isCi({})).toBe(false)
    expect(isCi({ CI: '' })).toBe(false)
    expect(isCi({ CI: 'false' })).toBe(false)
    expect(isCi({ CI: '0' })).toBe(false)
  })

  it('accepts file URLs as the tests name them', () => {
    const url = new URL('file:///nowhere/shared/gamedata/trinket_sims.json')
    expect(referenceDecision([url], { CI: 'true' }, exists)).toMatchObject({
      action: 'fail',
      missing: file,
    })
  })
})
