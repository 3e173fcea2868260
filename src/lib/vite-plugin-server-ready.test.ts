import { describe, expect, it } from 'vitest'
import { type ServerReadyModule, serverReadyPlugin } from './vite-plugin-server-ready'

const answers: ServerReadyModule = {
  id: 'virtual:example/server-ready',
  from: '~/features/example/answers-code',
  code: 'answersCode',
}

const call = (hook: unknown, thisArg: unknown, ...args: unknown[]) =>
  typeof hook === 'function' ? hook.apply(thisArg, args) : undefined

function loadSource(moduleId: string, consumer: 'client' | 'server') {
  const plugin = serverReadyPlugin([answers])
  const context = { environment: { config: { consumer } } }
  const id = call(plugin.resolveId, context, moduleId, undefined, {})
  return { id, source: id === undefined ? undefined : call(plugin.load, context, id) }
}

describe('serverReadyPlugin', () => {
  it('makes only the server wait for the code', () => {
    expect(loadSource(answers.id, 'client')).toEqual({
      id: `\0${answers.id}`,
      source: 'export {}\n',
    })
    expect(loadSource(answers.id, 'server').source).toBe(
      "import { answersCode } from '~/features/example/answers-code'\nawait answersCode.load()\n",
    )
  })

  it('leaves every other module alone', () => {
    expect(loadSource('virtual:example/answers', 'server').id).toBeUndefined()
  })
})
