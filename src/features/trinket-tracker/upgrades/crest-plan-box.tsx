// The crest plan in the character box (issue #42): right after "Best to farm", what the crests
// would give instead in the same unit; then, folded on a phone, the balances, the best use of each
// kind of crest, every owned track trinket with its steps (cost, the rule that set it, what each
// adds), one sentence per problem of the export, and the profile sets. The plan is plain data
// (crest-plan.ts; this file is named -box so that './crest-plan' stays that module); its
// sentences come from crest-plan-words.ts.
import './crest-plan.css'
import { useState } from 'react'
import type { SimUnit } from '~/domain/sims/fight-styles'
import { CertaintyMark } from '../ui/certainty-mark'
import { CopyButton } from '../ui/copy-button'
import type { CrestPlan as CrestPlanData, PlanStep, TrinketPlan } from './crest-plan'
import {
  addedText,
  alternativeText,
  balanceText,
  bestUseText,
  crestsText,
  optionText,
  problemText,
  reachText,
  stepCostText,
  trackRankText,
  whereText,
} from './crest-plan-words'
import { crestProfileSets } from './crest-profilesets'
import { readingNote } from './upgrade-words'

type CrestPlanProps = {
  plan: CrestPlanData | undefined
  /** Undefined where the spec has no published sims: costs, no gains. */
  unit: SimUnit | undefined
  /** The character's spec, in words: "Preservation Evoker". */
  specName: string
  /** The fight the gains are read for, in words, for the profile sets' header. */
  fightName?: string
}

type Plan = Extract<CrestPlanData, { kind: 'plan' }>

function StepLine({
  step,
  trinket,
  unit,
}: {
  step: PlanStep
  trinket: TrinketPlan
  unit: SimUnit | undefined
}) {
  const crest = trinket.crest
  if (!crest) return null
  // The worn trinket's own reading is said once, under the trinket's name.
  const note = unit ? readingNote(step.answer, false) : undefined
  const inAll =
    step.totalCost === step.cost
      ? ''
      : ` · in all ${crestsText(step.totalCost, crest)}, ${addedText(unit, step.added)}`
  return (
    <li className={step.affordable ? 'crest-step is-affordable' : 'crest-step'}>
      <b>
        {step.itemLevel} ({trinket.track} {step.rank}/{trinket.ranks})
      </b>
      {step.levelCertainty !== 'confirmed' && <CertaintyMark certainty={step.levelCertainty} />}:{' '}
      {stepCostText(step, crest)}
      {step.rule.kind !== 'full' && <CertaintyMark certainty={step.ruleCertainty} />}
      {' · '}
      {addedText(unit, step.stepAdded)}
      {inAll}
      {step.affordable && <span className="crest-now"> · affordable now</span>}
      {note && <span className="upgrade-note">{note}.</span>}
    </li>
  )
}

/** "Read at the nearest lower simmed level: 302 for your Lightspire Core (305)", once. */
function wornReadingNote(trinket: TrinketPlan): string | undefined {
  const answer = trinket.steps[0]?.answer
  if (!answer || answer.kind === 'unknown' || answer.over === 'empty-slot') return undefined
  const { over } = answer
  return over.reading.itemLevel === over.itemLevel
    ? undefined
    : `Read at the nearest lower simmed level: ${over.reading.itemLevel} for your ${over.name} (${over.itemLevel}).`
}

function TrinketSteps({ trinket, unit }: { trinket: TrinketPlan; unit: SimUnit | undefined }) {
  const note = unit && wornReadingNote(trinket)
  return (
    <li>
      <span className="crest-trinket-name">
        {trinket.name} ({trackRankText(trinket)}) · {whereText(trinket.where)}: {reachText(trinket)}
      </span>
      {note && <span className="upgrade-note">{note}</span>}
      {trinket.steps.length > 0 && (
        <ol className="crest-steps">
          {trinket.steps.map((step) => (
            <StepLine key={step.rank} step={step} trinket={trinket} unit={unit} />
          ))}
        </ol>
      )}
    </li>
  )
}

function PlanDetails({ plan, unit, specName, fightName }: CrestPlanProps & { plan: Plan }) {
  const [open] = useState(
    () => typeof window !== 'undefined' && window.matchMedia('(min-width: 768px)').matches,
  )
  const read = plan.balances.filter((b) => b.balance.kind !== 'not-in-export')
  const watermarkRule = plan.trinkets
    .flatMap((t) => t.steps)
    .find((s) => s.rule.kind === 'watermark')
  const mistRule = plan.trinkets.flatMap((t) => t.steps).find((s) => s.rule.kind === 'mist')
  return (
    <details className="crest-plan" open={open}>
      <summary>
        Your crests: what to upgrade ({plan.trinkets.length}{' '}
        {plan.trinkets.length === 1 ? 'trinket' : 'trinkets'} on a track)
      </summary>
      {read.length > 0 && (
        <p className="crest-balances">
          You have {read.map((b) => balanceText(b.crest, b.balance)).join(', ')}.
        </p>
      )}
      {plan.problems.map((problem) => (
        <p key={problemText(problem)} className="crest-problem small-note">
          {problemText(problem)}
        </p>
      ))}
      {unit && plan.free.length > 0 && (
        <p className="crest-free">
          Free now, up to your trinket watermark ({plan.watermark}):{' '}
          {plan.free.map((o) => `${optionText(o)}, ${addedText(unit, o.added)}`).join('; ')}.
        </p>
      )}
      {unit && plan.bestUse.length > 0 && (
        <ul className="crest-best-use">
          {plan.bestUse.map((use) => (
            <li key={use.crest.currencyId}>{bestUseText(use, unit)}</li>
          ))}
        </ul>
      )}
      {plan.trinkets.length > 0 ? (
        <ul className="crest-trinkets">
          {plan.trinkets.map((trinket, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the export may list one trinket twice.
            <TrinketSteps key={index} trinket={trinket} unit={unit} />
          ))}
        </ul>
      ) : (
        <p className="small-note">
          None of your trinkets is on one of this season's upgrade tracks.
        </p>
      )}
      {(watermarkRule || mistRule) && (
        <p className="upgrade-note">
          {watermarkRule &&
            'Free steps: a step up to the highest trinket level this character has had is free of crests, by the game data and community sources, not documented by Blizzard. '}
          {mistRule &&
            'Half price: the track’s “… of the Mist” achievement halves its steps, by a guide and two addons; no official post says so.'}
        </p>
      )}
      {plan.trinkets.some((t) => t.steps.length > 0) && (
        <CopyButton
          label="Copy the crest plan as profile sets"
          getText={() => crestProfileSets(plan, specName, fightName ?? 'your fight')}
          fallbackLabel="The crest plan as profile sets"
        />
      )}
    </details>
  )
}

export function CrestPlan(props: CrestPlanProps) {
  const { plan, unit } = props
  // Another season's export: the box's first line says no crest plan is made.
  if (plan?.kind !== 'plan') return null
  const alternative = plan.alternative
  const balance =
    alternative &&
    plan.balances.find((b) => b.crest.currencyId === alternative.option.crest.currencyId)?.balance
  return (
    <>
      {unit && alternative && (
        <p className="upgrade-best crest-alternative">
          {alternativeText(alternative, balance, unit)}
        </p>
      )}
      <PlanDetails {...props} plan={plan} />
    </>
  )
}
