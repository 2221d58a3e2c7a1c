/**
 * The platform configuration's screen through the real store (issue #17): staff reach it from the
 * back office's home, see the current config.json, get each schema problem listed with its path,
 * save a change with a reason, compare two versions (changed lines marked by a sign and in words,
 * not by colour alone) and roll back to an older version with a reason.
 */
import '@testing-library/jest-dom';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import type { JsonConfig, JsonConfigChange } from '../../src/contract/services/platformConfiguration';
import { formatAppConfig } from '../../src/domain/appConfigSchema';
import type { InternalUserIdentity } from '../../src/domain/identity';
import { ROLE_PERMISSIONS } from '../../src/domain/permissions';
import { AT_VERSION_2, CHANGED, REASON, ROLLED_BACK, SHIPPED, VERSION_1_READ } from './platformConfigurationFixtures';
import { IDENTITY } from './support/fixtures';
import { fakeHttp, fakeIo } from './support/fakeIo';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
afterEach(() => task?.cancel());
jest.setTimeout(30_000);

const { accountLabels: _labels, itemEntryVerificationCode: _code, ...base } = IDENTITY;
const STAFF: InternalUserIdentity = {
  ...base,
  userName: 'backoffice',
  firstName: 'Bob',
  lastName: 'Backoffice',
  internalUser: true,
  permissions: ROLE_PERMISSIONS.backOffice.map((permissionName) => ({ permissionName })),
  preferences: { ...IDENTITY.preferences, isInternalUser: true },
};

const SAVED: JsonConfig = {
  ...AT_VERSION_2,
  currentVersion: 3,
  version: { ...AT_VERSION_2.version, version: 3, config: { ...CHANGED, tsl: { url: '/telepractice' } } },
  history: [{ ...AT_VERSION_2.history[0]!, version: 3 }, ...AT_VERSION_2.history],
};

function start(path: string) {
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => STAFF,
      'backOffice.readJsonConfig': (request) => ((request.query as { version?: number }).version === 1 ? VERSION_1_READ : AT_VERSION_2),
      'backOffice.updateJsonConfig': (request) => ((request.body as JsonConfigChange).restoreVersion === 1 ? ROLLED_BACK : SAVED),
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  const app = renderApp(io, path);
  task = app.sagaTask;
  return { ...app, http };
}

const editor = () => screen.getByRole('textbox', { name: 'Contents of config.json' });
/** Replaces the editor's text at once (typing 1,000 characters of JSON one key at a time proves nothing more). */
const setText = (text: string) => fireEvent.change(editor(), { target: { value: text } });

describe('the platform configuration', () => {
  it('is a part of the back office’s home', async () => {
    start('/back-office');
    expect(await screen.findByRole('link', { name: 'Platform configuration' }, { timeout: 10_000 })).toHaveAttribute('href', '/back-office/configuration');
  });

  it('lists each schema problem with its path, and saves a valid change with its reason from the current version', async () => {
    const user = userEvent.setup();
    const { http } = start('/back-office/configuration');
    await screen.findByRole('heading', { level: 2, name: 'Current configuration: version 2' }, { timeout: 10_000 });
    expect(editor()).toHaveValue(formatAppConfig(CHANGED));
    expect(screen.getByText('No change yet.')).toBeInTheDocument();

    setText(formatAppConfig({ ...CHANGED, qosa: { url: 'osa' }, colour: 'blue' }));
    const problems = screen.getByRole('region', { name: '2 problems to correct' });
    expect(within(problems).getByText('qosa.url').closest('li')).toHaveTextContent('qosa.url: Enter a path that starts with / or an address that starts with http:// or https://.');
    expect(within(problems).getByText('colour').closest('li')).toHaveTextContent('colour: This key is not part of config.json.');
    expect(editor()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save as a new version' })).toBeDisabled();

    setText(formatAppConfig({ ...CHANGED, tsl: { url: '/telepractice' } }));
    expect(screen.getByText('The configuration matches the schema.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByText('State the reason.')).toBeInTheDocument();
    expect(http.calls.some((call) => call.operationId === 'backOffice.updateJsonConfig')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Reason for the change' }), REASON);
    await user.click(screen.getByRole('button', { name: 'Save as a new version' }));
    expect(await screen.findByText('Saved. Version 3 is served now.')).toBeInTheDocument();
    expect(http.calls.find((call) => call.operationId === 'backOffice.updateJsonConfig')?.request).toMatchObject({
      body: { basedOnVersion: 2, reason: REASON, config: { ...CHANGED, tsl: { url: '/telepractice' } } },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Current configuration: version 3' })).toBeInTheDocument();
    // The comparison offers the newest two versions, the one just saved included.
    const compare = screen.getByRole('region', { name: 'Compare two versions' });
    expect(within(compare).getByRole('combobox', { name: 'Older version' })).toHaveValue('2');
    expect(within(compare).getByRole('combobox', { name: 'Newer version' })).toHaveValue('3');
  });

  it('shows the differences of two versions, each changed line marked by a sign and in words', async () => {
    const user = userEvent.setup();
    start('/back-office/configuration');
    const compare = await screen.findByRole('region', { name: 'Compare two versions' }, { timeout: 10_000 });
    expect(within(compare).getByRole('combobox', { name: 'Older version' })).toHaveValue('1');
    expect(within(compare).getByRole('combobox', { name: 'Newer version' })).toHaveValue('2');
    await user.click(within(compare).getByRole('button', { name: 'Show the differences' }));
    const diff = await within(compare).findByRole('region', { name: 'Differences from version 1 to version 2' });
    expect(within(diff).getByRole('status')).toHaveTextContent('1 line added, 1 line removed.');
    const removed = within(diff).getByText('"warningLeadSeconds": 120,').closest('li') as HTMLElement;
    const added = within(diff).getByText('"warningLeadSeconds": 300,').closest('li') as HTMLElement;
    expect(removed).toHaveTextContent('−Removed: "warningLeadSeconds": 120,');
    expect(added).toHaveTextContent('+Added: "warningLeadSeconds": 300,');
    expect(SHIPPED).not.toEqual(CHANGED);
  });

  it('rolls back to an older version with a reason', async () => {
    const user = userEvent.setup();
    const { http } = start('/back-office/configuration');
    const history = await screen.findByRole('region', { name: 'Versions' }, { timeout: 10_000 });
    expect(within(history).queryByRole('button', { name: 'Roll back to version 2' })).not.toBeInTheDocument();
    await user.click(within(history).getByRole('button', { name: 'Roll back to version 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roll back to version 1?' });
    await user.click(within(dialog).getByRole('button', { name: 'Roll back to version 1' }));
    expect(await within(dialog).findByText('State the reason.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for the rollback' }), REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Roll back to version 1' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Current configuration: version 3' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(http.calls.find((call) => call.operationId === 'backOffice.updateJsonConfig')?.request).toMatchObject({ body: { basedOnVersion: 2, restoreVersion: 1, reason: REASON } });
    expect(within(screen.getByRole('region', { name: 'Versions' })).getByText('(restores version 1)')).toBeInTheDocument();
    expect(editor()).toHaveValue(formatAppConfig(SHIPPED));
  });
});
