// The dataset keeps the gist of where a fact was read (who, what, when), never the reference's
// own pointers: repository commits, stored-file ids and file paths. Every season page loads the
// file, so a pointer would ship to every visitor and mean nothing to them.

/** What a pointer looks like, with what it is, for the problem's wording. */
const pointers: readonly [RegExp, string][] = [
  [/read_file|\bfile id\b|\(id \d{6,}\)/i, 'a stored-file id'],
  [/@[0-9a-f]{7,}|\b[0-9a-f]{40}\b/i, 'a repository commit'],
  [/\b[\w.-]+\/[\w./-]+\.(lua|md|py|js|ts|json)\b/i, 'a file path'],
]

/** Every string in the value that holds a pointer, with where it is. */
export function sourcePointers(value: unknown, path = ''): string[] {
  if (typeof value === 'string') {
    const found = pointers.find(([pattern]) => pattern.test(value))
    return found ? [`${path || 'the value'} holds ${found[1]}: "${value}"`] : []
  }
  if (Array.isArray(value)) return value.flatMap((item, i) => sourcePointers(item, `${path}[${i}]`))
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) =>
      sourcePointers(item, path ? `${path}.${key}` : key),
    )
  return []
}
