// The name search: always in view above the list, beside the button that opens the filters.

import { maxSearchTextLength } from '../state/tracker-search'
import { LabelledControl } from '../ui/form-controls'
import { SearchIcon } from '../ui/tracker-icons'

export function SearchField({
  value,
  onChange,
}: {
  value: string
  onChange: (text: string) => void
}) {
  return (
    <div className="filter-field filter-search">
      <LabelledControl label="Search by name">
        {(id) => (
          <span className="search-box">
            <SearchIcon size={18} />
            <input
              id={id}
              type="search"
              value={value}
              placeholder="e.g. Vial"
              autoComplete="off"
              spellCheck={false}
              maxLength={maxSearchTextLength}
              onChange={(event) => onChange(event.currentTarget.value)}
            />
          </span>
        )}
      </LabelledControl>
    </div>
  )
}
