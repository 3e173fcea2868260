// The dataset keeps the gist of where a fact was read (who, what, when), never the reference's
// own pointers: repository commits, stored-file ids and file paths. Every season page loads the
// file, so a pointer would ship to every visitor and mean nothing to them.

/**
 * A stored-file id written out: the reference reader's tool name, "file id" with its number, or a
 * number of six digits or more in brackets after "id". Only an id itself counts, so a comment may
 * still name the rule.
 */
export const storedFileIdPattern = /read_file|\bfile id\b[\s:#]*\d|\(id \d{6,}\)/i
/** A repository commit: a full 40-hex id, or a short one after the `@` that pins a repository. */
export const commitPattern = /@[0-9a-f]{7,}|\b[0-9a-f]{40}\b/i

/** What a pointer looks like, with what it is, for the problem's wording. */
const pointers: readonly [RegExp, string][] = [
  [storedFileIdPattern, 'a stored-file id'],
  // In what ships even the words are out of place: no visitor has such a file to look up.
  [/\bfile id\b/i, 'a stored-file id'],
  [commitPattern, 'a repository commit'],
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
