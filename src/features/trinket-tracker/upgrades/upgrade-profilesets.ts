// "Copy your upgrades as profile sets": the vault's and bags' upgrades and the list's best drops
// as SimulationCraft profile sets, each in the slot of the trinket it would replace, to paste
// under the player's own /simc export on Raidbots or in SimulationCraft. That sim of the
// player's own character is how to be sure of what the site only estimates.
//
// Grammar (SimulationCraft's ProfileSets wiki page): profileset."<name>"+=<option>, a name without
// double quotes or periods; an item line is trinket1=,id=<id>,bonus_id=a/b or ,ilevel=<level>.

import type { CharacterTrinket } from '../character/character-schema'
import { profileSetName } from '../export/simc-export'
import type { BestUpgrade, CharacterUpgrades } from './character-upgrades'
import { upgradeAnswerText } from './upgrade-words'

/** The slot a candidate goes in: that of the worn trinket it replaces, or the empty one. */
function slotFor(upgrade: BestUpgrade, equipped: readonly CharacterTrinket[]): 1 | 2 {
  const { answer } = upgrade
  const slotOf = (trinket: CharacterTrinket | undefined, index: number) =>
    trinket?.slot ?? ((index + 1) as 1 | 2)
  if (answer.kind !== 'unknown' && answer.over !== 'empty-slot') {
    const overId = answer.over.id
    const index = equipped.findIndex((t) => t.id === overId)
    if (index >= 0) return slotOf(equipped[index], index)
  }
  const taken = new Set(equipped.map(slotOf))
  return taken.has(1) ? 2 : 1
}

/** The item's options: the export's own bonus ids where it has them, else the level. */
function itemOptions(upgrade: BestUpgrade): string {
  const bonusIds = upgrade.item?.bonusIds ?? []
  return bonusIds.length > 0
    ? `id=${upgrade.id},bonus_id=${bonusIds.join('/')}`
    : `id=${upgrade.id},ilevel=${upgrade.itemLevel}`
}

function comment(text: string): string {
  return `# ${text.replace(/\s+/g, ' ').trim()}`
}

export function upgradeProfileSets(
  upgrades: CharacterUpgrades,
  specName: string,
  fightName: string,
): string {
  const equipped = upgrades.equipped.map((t) => t.trinket)
  const lines = [
    comment(`Vaultwise: your upgrades as profile sets, ${specName}, ${fightName}.`),
    comment(
      `The gains are estimates from ${upgrades.publisher}'s sims of a standard character; paste these lines under your /simc export and sim it to be sure.`,
    ),
  ]
  const seen = new Set<string>()
  const { unit } = upgrades
  for (const upgrade of [...upgrades.ownedUpgrades, ...upgrades.toFarm]) {
    // Ids cut at the site's cap may describe another item: no profile set is better than a
    // wrong one. The box names such items.
    if (upgrade.item?.bonusIdsCut || !unit) continue
    const name = profileSetName(`${upgrade.name} ${upgrade.itemLevel}`)
    if (seen.has(name)) continue
    seen.add(name)
    lines.push(
      '',
      comment(
        `${upgrade.name} (${upgrade.itemLevel}) ${upgrade.from}${upgrade.place ? `, ${upgrade.place}` : ''}: ${upgradeAnswerText(unit, upgrade.answer)}`,
      ),
      `profileset."${name}"+=trinket${slotFor(upgrade, equipped)}=,${itemOptions(upgrade)}`,
    )
  }
  if (seen.size === 0) lines.push('', comment('No upgrade to compare yet.'))
  return `${lines.join('\n')}\n`
}
