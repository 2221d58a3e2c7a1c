/** Fixtures of the live sessions feature's tests (issue #20): a session of two assessments, their details and a book. */
import type { AssessmentDetails } from '../../src/contract/services/assessments';
import type { LiveSessionDetails, LiveSessionSummary } from '../../src/contract/services/liveSessions';
import type { StimulusBookIndex } from '../../src/contract/services/stimulusBooks';
import type { LiveEvent, LiveEventBody } from '../../src/domain/live/liveEvents';
import type { LiveServerMessage } from '../../src/domain/live/liveProtocol';
import { initialLiveState } from '../../src/domain/live/liveState';

export const SUMMARY: LiveSessionSummary = {
  id: 7,
  title: '',
  examineeRecordId: 3,
  examineeName: 'Lovelace, Ada',
  examineeId: 'A-1',
  status: 'inProgress',
  scheduledAt: '2026-11-26T10:00:00.000Z',
  durationMinutes: 60,
  locale: 'en_us',
  video: { mode: 'external', url: 'https://video.example.com/room/7' },
  examinerId: 5,
  examinerName: 'Eve Examiner',
  assessments: [
    { assessmentId: 11, productId: 'phq2', productCode: 'PHQ-2', productName: 'Patient Health Questionnaire-2', status: 'inProgress' },
    { assessmentId: 12, productId: 'orf', productCode: 'ORF', productName: 'Oral Reading Fluency', status: 'draft' },
  ],
  licenseValidatedAt: '2026-11-26T09:59:00.000Z',
  startedAt: '2026-11-26T10:00:00.000Z',
  endedAt: null,
  connected: { examiner: false, examinee: true },
};

export const DETAILS: LiveSessionDetails = { ...SUMMARY, state: initialLiveState('inProgress', SUMMARY.video) };

const option = (value: number, label: string) => ({ value, label: { en_us: label } });

/** The details of the self-report assessment: two rating items. */
export const PHQ_DETAILS = {
  assessment: { id: 11, status: 'inProgress', administration: {} },
  product: {
    name: 'Patient Health Questionnaire-2',
    administrationFields: [],
    passages: [],
    constraints: [],
    items: [
      { id: 'phq2_1', number: 1, type: 'choice', text: { en_us: 'Little interest or pleasure in doing things' }, options: [option(0, 'Not at all'), option(1, 'Several days')] },
      { id: 'phq2_2', number: 2, type: 'choice', text: { en_us: 'Feeling down, depressed, or hopeless' }, options: [option(0, 'Not at all'), option(1, 'Several days')] },
    ],
  },
} as unknown as AssessmentDetails;

/** The details of the reading probe: one passage of six words. */
export const ORF_DETAILS = {
  assessment: { id: 12, status: 'draft', administration: { grade: 2 } },
  product: {
    name: 'Oral Reading Fluency',
    administrationFields: ['grade', 'season'],
    passages: [{ id: 'p1', title: 'The cat', grade: 2, text: { en_us: 'The cat sat on the mat.' }, wordCount: 6 }],
    items: [{ id: 'wordsRead', number: 1, type: 'numeric', text: { en_us: 'Words read' }, min: 0, max: 300 }],
    constraints: [{ kind: 'minimum', item: 'seconds', value: 30, message: 'A probe shorter than 30 seconds is not scored.' }],
  },
} as unknown as AssessmentDetails;

export const BOOKS: StimulusBookIndex[] = [{ id: 'orf-passages', productId: 'orf', title: 'Reading passages', attribution: '', pages: [{ id: 'cat', title: 'The cat' }] }];

const at = (second: number) => `2026-11-26T10:00:${String(second).padStart(2, '0')}.000Z`;

/** An event of the session. */
export const event = (sequence: number, body: LiveEventBody, by: LiveEvent['by'] = 'examiner'): LiveEvent => ({ ...body, sequence, at: at(sequence), by });

/** The welcome the examiner's screen gets: the session begun, the examinee connected. */
export const WELCOME: LiveServerMessage = {
  type: 'welcome',
  role: 'examiner',
  participantId: 1,
  state: {
    ...initialLiveState('inProgress', SUMMARY.video),
    sequence: 2,
    participants: { '2': { participantId: 2, role: 'examinee', name: 'Ada', connections: 1, since: at(2) } },
  },
  content: { kind: 'waiting' },
  iceServers: [],
};
