// `npm start`: builds once when there is no build yet, then runs the production server.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const builtMarker = path.join(root, 'dist/client/404.html')

if (!existsSync(builtMarker)) {
  console.log('No build found: building the site first (npm run build)…')
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

await import('../server/main')
