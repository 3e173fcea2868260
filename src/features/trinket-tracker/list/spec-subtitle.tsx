// The results' role line for a chosen spec: "Damage · Intellect · ranged", with the spec's mark
// where a part of it is inferred or disputed (Devourer's "ranged").
import type { Spec } from '~/domain/season/schema'
import { roleNames, statNames } from '../model/trinket-words'
import { CertaintyMark } from '../ui/certainty-mark'

export function SpecSubtitle({ spec }: { spec: Spec }) {
  const { provenance } = spec
  return (
    <p className="results-subtitle">
      {`${roleNames[spec.role]} · ${statNames[spec.primaryStat].long} · ${spec.range}`}
      {provenance.certainty !== 'confirmed' && (
        <CertaintyMark certainty={provenance.certainty} note={provenance.note} />
      )}
    </p>
  )
}
