// Entry point of `npm run data:icons` (see README, "Fetching the game's icons").
import { runIconImport } from './icons'
import { processIo } from './run-import'

process.exitCode = await runIconImport(processIo())
