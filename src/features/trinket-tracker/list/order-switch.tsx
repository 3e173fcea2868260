// The list's order: by place, by the guides' picks, by sim value, or by the imported character's
// upgrades.
import type { TrinketOrder } from '../state/tracker-search'
import { RadioSegments } from '../ui/form-controls'

const orderChoices: readonly { value: TrinketOrder; label: string }[] = [
  { value: 'place', label: 'Where it drops' },
  { value: 'picks', label: "Guides' picks" },
  { value: 'sims', label: 'Sim value' },
  { value: 'upgrades', label: 'Your upgrades' },
]
const ordersWithoutUpgrades = orderChoices.filter((choice) => choice.value !== 'upgrades')
const ordersWithoutSims = ordersWithoutUpgrades.filter((choice) => choice.value !== 'sims')

/**
 * By place, by the guides' picks, or by sim value where the spec has sims: once a spec is chosen.
 * A radio group, so the keyboard passes it in one step on the way to the list.
 */
export function OrderSwitch({
  order,
  hasSims,
  withUpgrades,
  onChoose,
}: {
  order: TrinketOrder
  hasSims: boolean
  /** "Your upgrades" is offered once a character is imported (or a link chose it). */
  withUpgrades: boolean
  onChoose: (order: TrinketOrder) => void
}) {
  return (
    <RadioSegments
      label="Order"
      choices={!hasSims ? ordersWithoutSims : withUpgrades ? orderChoices : ordersWithoutUpgrades}
      chosen={order}
      onChoose={onChoose}
    />
  )
}
