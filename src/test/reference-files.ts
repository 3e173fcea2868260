// Tests that compare the project's data with the shared reference (../shared/gamedata, beside the
// repository) decide here what a missing reference file means. In CI the reference is always
// there, so a missing file is a broken checkout and must fail, naming the file; a test that skipped
// there would pass without checking anything. On a developer's machine without the reference the
// tests are skipped, and the console says which file is missing.
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, it } from 'vitest'

type ReferenceFile = URL | string

/** Whether the run is a CI run: the CI variable set to anything but an empty, 0 or false value. */
export function isCi(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.CI?.trim().toLowerCase()
  return value !== undefined && value !== '' && value !== '0' && value !== 'false'
}

const pathOf = (file: ReferenceFile) => (typeof file === 'string' ? file : fileURLToPath(file))

export type ReferenceDecision =
  | { action: 'run' }
  | { action: 'fail' | 'skip'; missing: string; message: string }

/** What the tests needing these files do: run, fail (a CI run) or skip (elsewhere). */
export function referenceDecision(
  files: readonly ReferenceFile[],
  env: NodeJS.ProcessEnv = process.env,
  exists: (path: string) => boolean = existsSync,
): ReferenceDecision {
  const missing = files.map(pathOf).find((path) => !exists(path))
  if (missing === undefined) return { action: 'run' }
  return isCi(env)
    ? {
        action: 'fail',
        missing,
        message: `The reference file ${missing} is missing, and in CI the shared reference must sit beside the repository.`,
      }
    : {
        action: 'skip',
        missing,
        message: `skipped: no reference file at ${missing} (it sits beside the repository in CI)`,
      }
}

/** The parts of Vitest the helper registers tests with; the helper's own test passes stand-ins. */
export interface TestApi {
  describe: (title: string, body: () => void) => void
  it: (title: string, body: () => void) => void
  skip: (title: string, body: () => void) => void
  warn: (message: string) => void
}

const vitestApi: TestApi = {
  describe: (title, body) => describe(title, body),
  it: (title, body) => it(title, body),
  skip: (title, body) => it.skip(title, body),
  warn: (message) => console.warn(message),
}

/**
 * `describe(title, tests)` when every reference file is there. Otherwise, in CI, one failing test
 * naming the missing file; elsewhere one skipped test saying why, also printed so the default
 * reporter shows it. `tests` runs only when the files are there, so it may read them at once.
 */
export function describeWithReference(
  title: string,
  files: readonly ReferenceFile[],
  tests: () => void,
  options: { env?: NodeJS.ProcessEnv; exists?: (path: string) => boolean; api?: TestApi } = {},
): ReferenceDecision {
  const api = options.api ?? vitestApi
  const decision = referenceDecision(files, options.env, options.exists)
  if (decision.action === 'run') {
    api.describe(title, tests)
  } else if (decision.action === 'fail') {
    const { message } = decision
    api.describe(title, () =>
      api.it('has its reference file', () => {
        throw new Error(message)
      }),
    )
  } else {
    api.warn(`${title}: ${decision.message}`)
    api.describe(title, () => api.skip(decision.message, () => {}))
  }
  return decision
}
