/** A link's state as the server answers it: a four-item form (the last optional), as PHQ-9 is built. */
import type { PlayerAssessment, PlayerState } from '../../../src/contract/services/player';
import { createRootReducer, type PlayerRootState } from '../../../src/osa/rootReducer';

const OPTIONS = [
  { value: 0, label: { en_us: 'Not at all' } },
  { value: 1, label: { en_us: 'Several days' } },
  { value: 2, label: { en_us: 'More than half the days' } },
  { value: 3, label: { en_us: 'Nearly every day' } },
];

/** A form of the link with its version and saved answers. */
export function assessment(overrides: Partial<PlayerAssessment> = {}, formOverrides: Partial<PlayerAssessment['form']> = {}): PlayerAssessment {
  return {
    assessmentId: 41,
    version: 3,
    status: 'open',
    responses: {},
    ...overrides,
    form: {
      code: 'PHQ-9',
      name: 'PHQ-9',
      instructions: { en_us: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?', de_de: 'Wie oft fühlten Sie sich im Verlauf der letzten 2 Wochen durch die folgenden Beschwerden beeinträchtigt?' },
      recallPeriod: 'last 2 weeks',
      attribution: 'Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues.',
      itemsPerPage: 1,
      languages: ['en_us'],
      items: [
        { id: 'q1', number: 1, text: { en_us: 'Little interest or pleasure in doing things' }, options: OPTIONS, optional: false },
        { id: 'q2', number: 2, text: { en_us: 'Feeling down, depressed, or hopeless' }, options: OPTIONS, optional: false },
        { id: 'q3', number: 3, text: { en_us: 'Trouble falling or staying asleep' }, options: OPTIONS, optional: false },
        { id: 'q4', number: 4, text: { en_us: 'How difficult have these problems made it for you?' }, options: OPTIONS, optional: true },
      ],
      ...formOverrides,
    },
  };
}

/** The state of a link with the given forms. */
export function playerState(assessments: PlayerAssessment[] = [assessment()], link: Partial<PlayerState['link']> = {}): PlayerState {
  return {
    link: { state: 'opened', locale: 'en_us', respondent: 'examinee', expiresAt: '2030-06-01T12:00:00.000Z', launched: false, classSession: false, ...link },
    accountName: 'Demo Clinic',
    examinerName: 'Erin Examiner',
    examineeFirstName: 'Noor',
    assessments,
  };
}

/** The player's initial root state with slices overridden. */
export function rootState(overrides: Partial<PlayerRootState> = {}): PlayerRootState {
  return { ...createRootReducer()(undefined, { type: '@@test/init' }), ...overrides };
}
