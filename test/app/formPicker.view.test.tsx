/**
 * The new-assessment picker shows the chosen form's marketing text (what it measures, ages,
 * minutes, qualification level, delivery modes) and filters the forms by delivery mode.
 */
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import type { FormDelivery } from '../../src/contract/services/businessUnits';
import { fakeHttp, fakeIo } from './support/fakeIo';
import { EXAMINEE, IDENTITY } from './support/fixtures';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
afterEach(() => task?.cancel());

const FORMS = [
  { id: 'phq9', code: 'PHQ-9', name: 'Patient Health Questionnaire-9 (PHQ-9)', audience: 'clinical' as const, itemCount: 10, ageRange: { minYears: 13, maxYears: 120 } },
  { id: 'orf', code: 'ORF', name: 'Oral Reading Fluency probe', audience: 'education' as const, itemCount: 2, ageRange: { minYears: 5, maxYears: 13 } },
];
const CATALOGUE: FormDelivery[] = [
  {
    productId: 'phq9', code: 'PHQ-9', name: FORMS[0]!.name, businessUnit: 'clinical', audience: 'clinical',
    deliveryModes: ['manualEntry', 'onScreen', 'remoteLink', 'liveSession'],
    marketing: { measures: 'Depression severity over the last 2 weeks.', ageRange: { minYears: 13, maxYears: 120 }, minutes: null, qualificationLevel: 'B' },
  },
  {
    productId: 'orf', code: 'ORF', name: FORMS[1]!.name, businessUnit: 'education', audience: 'education',
    deliveryModes: ['manualEntry'],
    marketing: { measures: 'Oral reading fluency.', ageRange: { minYears: 5, maxYears: 13 }, minutes: { min: 1, max: 1 }, qualificationLevel: 'A' },
  },
];

function start() {
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => IDENTITY,
      'assessment.loadExamineeAndForms': () => ({ examinee: EXAMINEE, testDate: '2024-05-01', forms: FORMS, unavailable: [] }),
      'assessment.examineeHistory': () => [],
      'assessment.examiners': () => [{ userId: 7, name: 'Erin Examiner' }],
      'assessment.reportHistoryList': () => [],
      'businessUnit.formDeliverySearch': () => CATALOGUE,
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  task = renderApp(io, '/examinees/12').sagaTask;
  return http;
}

it('shows what the chosen form measures, its ages, minutes, qualification level and delivery modes', async () => {
  const user = userEvent.setup();
  start();
  await user.click(await screen.findByRole('button', { name: 'New assessment' }, { timeout: 5000 }));
  await user.selectOptions(screen.getByLabelText(/^Form/), 'ORF');
  const about = await screen.findByRole('region', { name: 'About ORF' });
  expect(within(about).getByText('Oral reading fluency.')).toBeInTheDocument();
  expect(within(about).getByText('5 to 13 years')).toBeInTheDocument();
  expect(within(about).getByText('1 minute')).toBeInTheDocument();
  expect(within(about).getByText('A')).toBeInTheDocument();
  expect(within(about).getByText('Manual entry')).toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText(/^Form/), 'PHQ-9');
  const phq9 = await screen.findByRole('region', { name: 'About PHQ-9' });
  expect(within(phq9).getByText('Not stated')).toBeInTheDocument();
  expect(within(phq9).getByText('Manual entry, On-screen, Remote link, Live session')).toBeInTheDocument();
});

it('filters the forms by delivery mode, dropping a chosen form the mode hides', async () => {
  const user = userEvent.setup();
  start();
  await user.click(await screen.findByRole('button', { name: 'New assessment' }, { timeout: 5000 }));
  await user.selectOptions(screen.getByLabelText(/^Form/), 'ORF');
  await screen.findByRole('region', { name: 'About ORF' });
  await user.selectOptions(screen.getByLabelText(/^Delivery/), 'Remote link');
  const offered = within(screen.getByLabelText(/^Form/)).getAllByRole('option').map((option) => option.textContent);
  expect(offered).toContain('PHQ-9');
  expect(offered).not.toContain('ORF');
  expect(screen.queryByRole('region', { name: 'About ORF' })).not.toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText(/^Delivery/), 'Any delivery');
  expect(within(screen.getByLabelText(/^Form/)).getAllByRole('option').map((option) => option.textContent)).toContain('ORF');
});
