// What the SimulationCraft reader's tests share: a short export in the addon's shape, and a read
// that fails the test when the export is refused.
import { season } from '../model/test-dataset'
import { readSimcExport } from './simc-import'
// Short exports in the addon's shape, for the edge cases; the complete real ones are in
// test-exports/ (each says where it comes from). Item ids are this season's trinkets unless a test
// says otherwise.
export const frostMage = `# Jaina - Frost - 2026-09-02 21:14 - EU/Silvermoon
# SimC Addon 12.1.0-01
# WoW 12.1.0.61234, TOC 120100
# Requires SimulationCraft 1210-01 or newer

mage="Jaina"
level=90
race=human
region=eu
server=silvermoon
role=spell
professions=tailoring=100/enchanting=100
spec=frost

talents=C4DAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA

# Fractured Hood (298)
head=,id=212074,bonus_id=6652/10354
# Mindpiercer's Sigil (305)
trinket1=,id=250224,bonus_id=12350/6652/10278
# Lightspire Core (311)
trinket2=,id=250214,bonus_id=12352/6652
# Staff of the Woods (305)
main_hand=,id=221164,enchant_id=7463

### Gear from Bags
#
# Ruby Whelp Shell (298)
# trinket1=,id=193757,bonus_id=12349/6652
#
# Old Trinket From Last Season (289)
# trinket1=,id=219314,bonus_id=10390
#
# Fractured Ring (292)
# finger1=,id=221136,bonus_id=6652

### Weekly Reward Choices
#
# Freightrunner's Flask (318)
# trinket1=,id=250215,bonus_id=12370

### Additional Character Info
#
# upgrade_currencies=c:3008:1200
#
# Checksum: 1a2b3c4d
`

export const read = (text: string) => {
  const result = readSimcExport(season, text)
  if (!result.ok) throw new Error(result.message)
  return result.character
}
