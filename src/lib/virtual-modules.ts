// Modules a Vite plugin makes up (virtual:faq/tabs…): Rollup's convention is to resolve such an
// id to itself behind a NUL byte, so no other plugin tries to read it as a file.

/** The plugin's resolveId for `ids`, and whether a resolved id is one of them (for its load). */
export function virtualModules(ids: readonly string[]) {
  const resolved = new Set(ids.map((id) => `\0${id}`))
  return {
    resolveId: (id: string) => (resolved.has(`\0${id}`) ? `\0${id}` : undefined),
    owns: (resolvedId: string) => resolved.has(resolvedId),
  }
}
