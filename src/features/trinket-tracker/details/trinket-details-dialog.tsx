// The trinket details dialog, loaded on its own: its code (with the modal's Radix code and its
// styles) is not part of the page's first load. It is fetched once the page is idle after it
// starts, or on the first click on Details if that comes sooner.

import { type ComponentProps, Suspense, use, useCallback, useEffect, useState } from 'react'
import type { ItemLevelContext } from '~/domain/season/item-level-context'
import type { SeasonDataset } from '~/domain/season/schema'
import { seasonIndex } from '~/domain/season/season-index'
import type { SpecSims } from '~/domain/sims/schema'
import { codeOnDemand } from '~/lib/code-on-demand'
import { whenIdle } from '~/lib/when-idle'
import type { SpecPicks } from '../rankings/guide-picks'
import type { TrinketDetails as Details } from './trinket-details'

const detailsCode = codeOnDemand(() => import('./trinket-details'))

/** Which trinket's details are asked for; the last one stays while the dialog closes. */
export function useTrinketDetails() {
  // The last trinket shown stays in the dialog while it closes, so its 300 ms close animation
  // shows what was there rather than an empty box.
  const [shown, setShown] = useState<{ id: number; open: boolean } | undefined>(undefined)
  const show = useCallback((id: number) => {
    detailsCode.retryIfFailed()
    setShown({ id, open: true })
  }, [])
  const close = useCallback(() => setShown((before) => before && { ...before, open: false }), [])
  // Effects run only in the browser, once hydrated. A failed download is not an error yet: a
  // click on Details tries again and reports it.
  useEffect(() => whenIdle(() => void detailsCode.load().catch(() => {})), [])
  return { shown, show, close }
}

type TrinketDetailsDialogProps = {
  dataset: SeasonDataset
  shown: { id: number; open: boolean } | undefined
  context: ItemLevelContext | undefined
  trackedIds: ReadonlySet<number>
  specName: string | undefined
  picks: SpecPicks | undefined
  /** The chosen spec's published sims; null where it has none. */
  sims: SpecSims | null
  onToggleTrack: (itemId: number) => void
  onClose: () => void
}

export function TrinketDetailsDialog({
  shown,
  trackedIds,
  specName,
  picks,
  sims,
  ...props
}: TrinketDetailsDialogProps) {
  if (!shown) return null
  return (
    // No fallback: until its code is here the dialog is simply not open yet.
    <Suspense fallback={null}>
      <LoadedDetails
        {...props}
        trinket={seasonIndex(props.dataset).trinketById(shown.id)}
        open={shown.open}
        tracked={trackedIds.has(shown.id)}
        guides={
          specName && picks
            ? { specName, verdicts: picks.verdicts.get(shown.id) ?? [], sims }
            : undefined
        }
      />
    </Suspense>
  )
}

/** The dialog once its code is here; drawn at once when it came while the page was idle. */
function LoadedDetails(props: ComponentProps<typeof Details>) {
  const { TrinketDetails } = detailsCode.loaded() ?? use(detailsCode.load())
  return <TrinketDetails {...props} />
}
