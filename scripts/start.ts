// `npm start`: builds once when there is no build yet, then runs the production server in this
// same process, so that a stop signal (SIGTERM from a supervisor, Ctrl-C) reaches the server and
// its graceful shutdown runs.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const builtMarker = path.join(root, 'dist/client/404.html')

/**
 * Runs `npm run build` in a process group of its own and passes a stop signal to the whole group:
 * npm runs the build through sh, which would otherwise die alone and leave Vite running.
 */
async function build(): Promise<number> {
  const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', detached: true })
  const forward = (signal: NodeJS.Signals) => {
    if (child.pid !== undefined) process.kill(-child.pid, signal)
  }
  process.on('SIGTERM', forward)
  process.on('SIGINT', forward)
  const code = await new Promise<number>((resolve) => {
    child.on('exit', (exitCode) => resolve(exitCode ?? 1))
    child.on('error', () => resolve(1))
  })
  process.off('SIGTERM', forward)
  process.off('SIGINT', forward)
  return code
}

// With CLIENT_DIR the build is somewhere else: the server checks it and says what is missing.
if (!process.env.CLIENT_DIR && !existsSync(builtMarker)) {
  console.log('No build found: building the site first (npm run build)…')
  const code = await build()
  if (code !== 0) process.exit(code)
}

await import('../server/main')
