import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { ConfirmDialog, type ConfirmDialogProps } from '../../src/app/components/ConfirmDialog';
import { CATALOGUES } from './support/catalogues';

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <IntlProvider locale="en-US" messages={CATALOGUES.en_us}>
      <ConfirmDialog isOpen title="Revoke this link?" confirmLabel="Revoke" onConfirm={onConfirm} onCancel={onCancel} {...props}>
        The address stops working at once.
      </ConfirmDialog>
    </IntlProvider>,
  );
  return { onConfirm, onCancel, dialog: screen.getByRole('alertdialog', { name: 'Revoke this link?' }) };
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title, with the focus on Cancel', async () => {
    const user = userEvent.setup();
    const { dialog, onConfirm, onCancel } = renderDialog();
    expect(dialog).toHaveTextContent('The address stops working at once.');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape and on a click outside it', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(document.body);
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('while busy stays up on a click outside and keeps the confirm button disabled', async () => {
    const user = userEvent.setup();
    const { dialog, onCancel, onConfirm } = renderDialog({ busy: true });
    await user.click(document.body);
    expect(onCancel).not.toHaveBeenCalled();
    const confirm = within(dialog).getByRole('button', { name: 'Revoke' });
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows the last attempt’s error as an alert', () => {
    const { dialog } = renderDialog({ error: 'The link was not found.' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The link was not found.');
  });

  it('disables confirming when there is nothing to act on', () => {
    const { dialog } = renderDialog({ confirmDisabled: true });
    expect(within(dialog).getByRole('button', { name: 'Revoke' })).toBeDisabled();
  });
});
