// On a phone the classes are one row that scrolls sideways; a chosen class far along it (a shared
// link's Warrior) must be brought into view without moving the page, which scrollIntoView would.

/** Scrolls `strip` sideways, and only it, so its checked chip is fully in view. */
export function revealChosenChip(strip: HTMLElement): void {
  const chip = strip.querySelector<HTMLElement>('[aria-checked="true"]')
  if (!chip || strip.scrollWidth <= strip.clientWidth) return
  const padding = Number.parseFloat(getComputedStyle(strip).scrollPaddingLeft) || 0
  const stripBox = strip.getBoundingClientRect()
  const chipBox = chip.getBoundingClientRect()
  const left = chipBox.left - stripBox.left
  const right = chipBox.right - stripBox.right
  if (left < padding) strip.scrollLeft += left - padding
  else if (right > -padding) strip.scrollLeft += right + padding
}
