// What the toolbar's "Filters & item level" button opens: the filters and the item-level choice.
// Loaded on its own (tracker-toolbar.tsx): the panel starts closed at every width, so its code is
// not part of the page's first load.
import { ItemLevelPicker, type ItemLevelPickerProps } from '../item-level/item-level-picker'
import { TrackerFilters, type TrackerFiltersProps } from './tracker-filters'

export type FiltersPanelProps = {
  filters: TrackerFiltersProps
  itemLevel: ItemLevelPickerProps
}

export function FiltersPanel({ filters, itemLevel }: FiltersPanelProps) {
  return (
    <>
      <TrackerFilters {...filters} />
      <ItemLevelPicker {...itemLevel} />
    </>
  )
}
