// How the reader finds a trinket's name and level around its item line, which section of the
// export it sits in, and names in other languages.
import { describe, expect, it } from 'vitest'
import { season } from '../model/test-dataset'
import { readSimcExport } from './simc-import'
import { read } from './simc-import-samples'

describe('what comes between an item and its name', () => {
  const withBags = (...lines: string[]) =>
    read(['mage="Jaina"', 'spec=fire', ...lines].join('\n')).trinkets

  it('looks past `# upgrade_levels=…` and other `# key=value` lines to the name', () => {
    expect(
      withBags(
        "# Mindpiercer's Sigil (305)",
        '# upgrade_levels=5:6',
        '# some_future_key=1/2/3',
        'trinket1=,id=250224,bonus_id=12350',
      ),
    ).toMatchObject([
      {
        id: 250224,
        where: 'equipped',
        slot: 1,
        itemLevel: 305,
        bonusIds: [12350],
        bonusIdsCut: false,
        name: "Mindpiercer's Sigil",
      },
    ])
  })

  it('never takes the name of the item before: an item line ends the search', () => {
    const trinkets = withBags(
      '### Gear from Bags',
      '#',
      "# Wavecaller's Seastone (292)",
      '# trinket1=,id=270167',
      '# upgrade_levels=5:6',
      '# trinket1=,id=250224,ilevel=301',
    )
    expect(trinkets.map((t) => [t.id, t.itemLevel, t.name])).toEqual([
      [270167, 292, "Wavecaller's Seastone"],
      [250224, 301, null],
    ])
  })

  it('keeps a name the addon wrote without a level, and takes the level from ilevel=', () => {
    expect(
      withBags(
        '### Weekly Reward Choices',
        '#',
        "# Hex Lord's Dooming Idol",
        '# trinket1=,id=270169,ilevel=315',
        '### End of Weekly Reward Choices',
      ),
    ).toMatchObject([
      {
        id: 270169,
        where: 'vault',
        itemLevel: 315,
        bonusIds: [],
        bonusIdsCut: false,
        name: "Hex Lord's Dooming Idol",
      },
    ])
  })
})

describe('sections of the export', () => {
  const trinketsOf = (...lines: string[]) =>
    read(['mage="Jaina"', 'spec=fire', ...lines].join('\n')).trinkets.map((t) => [t.id, t.where])

  it('takes commented trinkets from the bags and the vault only', () => {
    expect(
      trinketsOf(
        '# Saved Loadout: M+',
        '# talents=C4PApei1JmYNvFfEFaN5bWuGKYzsMwAmgZYLws',
        '# trinket1=,id=1',
        '### Gear from Bags',
        '# trinket1=,id=2',
        '### Weekly Reward Choices',
        '# trinket1=,id=3',
        '### End of Weekly Reward Choices',
        '# trinket1=,id=4',
        '### Linked gear',
        '# trinket1=,id=5',
        '### Additional Character Info',
        '# upgrade_currencies=c:3347:17',
        '# trinket1=,id=6',
        '# Checksum: 8d84ff41',
      ),
    ).toEqual([
      [2, 'bags'],
      [3, 'vault'],
    ])
  })

  it('counts a later trinket1= as no third trinket worn, but keeps every copy in the bags', () => {
    expect(
      trinketsOf(
        'trinket1=,id=250224',
        'trinket2=,id=250214',
        'trinket1=,id=270167',
        '### Gear from Bags',
        '# trinket1=,id=250224',
        '# trinket1=,id=250224',
      ),
    ).toEqual([
      [250224, 'equipped'],
      [250214, 'equipped'],
      [250224, 'bags'],
      [250224, 'bags'],
    ])
  })

  it('reads a heading whatever its letter case and trailing text', () => {
    expect(trinketsOf('###   gear from bags', '# trinket1=,id=7')).toEqual([[7, 'bags']])
    expect(trinketsOf('### Weekly Reward Choices ###', '# trinket1=,id=8')).toEqual([[8, 'vault']])
  })
})

describe('names in other languages and scripts', () => {
  // The character names are real players' (fury-warrior-chinese-names.txt; "Pølsefatter" in a
  // public parser's test; "Саммонер" in simulationcraft/simc issue #660). The item names are real
  // localized words from public sources (Chinese from that export, the rest a Blizzard API test's
  // item class names), not these trinkets' names: the reader never checks a name against its id.
  it.each([
    ['炎色雷灬', '盘绕恶意丝带'],
    ['Pølsefatter', 'Schwert Ä Ö Ü ß'],
    ['Саммонер', 'Топор'],
    ['검', '도끼'],
  ])('keeps %s and %s as written', (character, item) => {
    const read = readSimcExport(
      season,
      [`priest="${character}"`, 'spec=holy', `# ${item} (305)`, 'trinket1=,id=250224'].join('\r\n'),
    )
    if (!read.ok) throw new Error(read.message)
    expect(read.character.name).toBe(character)
    expect(read.character.trinkets[0]).toMatchObject({ name: item, itemLevel: 305 })
  })
})
