// Entry point of `npm run data:import` (see docs/data.md).
import { runImport } from './run-import'

process.exitCode = await runImport({
  argv: process.argv.slice(2),
  env: process.env,
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
})
