// "Copy the crest plan as profile sets": each owned track trinket at every level its crests can
// take it to, to paste under the player's own /simc export, so a real sim of their character
// says what the site only estimates. The item keeps its own bonus ids with the current rank's
// replaced by the target rank's (the game sets an upgraded item's level that way); an item whose
// ids were cut at the site's cap gets none, since the kept ids may describe another item.
//
// Grammar as upgrade-profilesets.ts: profileset."<name>"+=trinket1=,id=<id>,bonus_id=a/b.
import { profileSetName } from '../export/simc-export'
import type { CrestPlan, TrinketPlan } from './crest-plan'
import { trackRankText } from './crest-plan-words'

type Plan = Extract<CrestPlan, { kind: 'plan' }>

function comment(text: string): string {
  return `# ${text.replace(/\s+/g, ' ').trim()}`
}

/** Where the upgraded item is compared: its own slot when worn, else the weaker worn one's. */
function slotFor(plan: Plan, trinket: TrinketPlan, overId: number | undefined): 1 | 2 {
  const slotOf = (index: number) => plan.wornSlots[index]?.slot ?? ((index + 1) as 1 | 2)
  if (trinket.where === 'equipped') return trinket.item.slot ?? 1
  const index = plan.wornSlots.findIndex((worn) => worn.id === overId)
  if (index >= 0) return slotOf(index)
  const taken = new Set(plan.wornSlots.map((_, i) => slotOf(i)))
  return taken.has(1) ? 2 : 1
}

export function crestProfileSets(plan: Plan, specName: string, fightName: string): string {
  const lines = [
    comment(`Vaultwise: your crest upgrades as profile sets, ${specName}, ${fightName}.`),
    comment(
      'Each trinket at the levels your crests can take it to; paste these lines under your /simc export and sim it to see what each step really adds.',
    ),
  ]
  let count = 0
  for (const trinket of plan.trinkets) {
    const current = trinket.currentBonusId
    if (trinket.item.bonusIdsCut || current === undefined) continue
    if (!trinket.item.bonusIds.includes(current)) continue
    for (const step of trinket.steps) {
      const bonusIds = trinket.item.bonusIds.map((id) => (id === current ? step.bonusId : id))
      const over =
        step.answer.kind !== 'unknown' && step.answer.over !== 'empty-slot'
          ? step.answer.over.id
          : undefined
      const name = profileSetName(`${trinket.name} ${step.itemLevel} crests`)
      lines.push(
        '',
        comment(
          `${trinket.name} (${trackRankText(trinket)}) to ${trinket.track} ${step.rank}/${trinket.ranks}, ${step.itemLevel}: ${step.totalCost} ${trinket.crest?.name ?? 'crests'} in all.`,
        ),
        `profileset."${name}"+=trinket${slotFor(plan, trinket, over)}=,id=${trinket.item.id},bonus_id=${bonusIds.join('/')}`,
      )
      count += 1
    }
  }
  if (count === 0) lines.push('', comment('No trinket of yours has a step left to sim.'))
  return `${lines.join('\n')}\n`
}
