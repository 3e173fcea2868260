// The shell's tooltip. Spacing is set per use (the specification leaves it to each caller).
import { Tooltip as RadixTooltip } from 'radix-ui'
import type { ReactNode } from 'react'

type TooltipProps = {
  content: ReactNode
  /** Gap between the trigger and the tooltip, in px. */
  sideOffset: number
  side?: 'top' | 'right' | 'bottom' | 'left'
  children: ReactNode
}

export function Tooltip({ content, sideOffset, side = 'top', children }: TooltipProps) {
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content className="tooltip" side={side} sideOffset={sideOffset}>
          {content}
          <RadixTooltip.Arrow className="tooltip-arrow" />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  )
}

/** One provider at the root, so tooltips share the "skip delay" when moving between them. */
export const TooltipProvider = RadixTooltip.Provider
