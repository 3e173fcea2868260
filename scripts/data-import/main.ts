// Entry point of `npm run data:import` (see docs/data.md).
import { processIo, runImport } from './run-import'

process.exitCode = await runImport(processIo())
