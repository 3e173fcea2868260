import { Tooltip } from '~/components/tooltip'
import type { Certainty } from '~/domain/season/schema'

const words: Record<Exclude<Certainty, 'confirmed'>, string> = {
  inferred: 'Inferred',
  disputed: 'Disputed',
}

/**
 * A small "inferred" or "disputed" badge beside a fact; hovering or focusing it tells why.
 * On touch screens the details dialog shows the same reason as text.
 */
export function CertaintyMark({
  certainty,
  note,
}: {
  certainty: Certainty
  note?: string | undefined
}) {
  if (certainty === 'confirmed') return null
  const reason =
    note ?? (certainty === 'inferred' ? 'Worked out, not read in a source.' : 'Sources disagree.')
  return (
    <Tooltip
      sideOffset={6}
      content={
        <span className="certainty-tip">
          <strong>{words[certainty]}.</strong> {reason}
        </span>
      }
    >
      <button type="button" className={`certainty certainty-${certainty}`}>
        {certainty}
      </button>
    </Tooltip>
  )
}
