// Entry point of `npm run data:icons` (see README, "Fetching the game's icons").
import { runIconImport } from './icons'

process.exitCode = await runIconImport({
  argv: process.argv.slice(2),
  env: process.env,
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
})
