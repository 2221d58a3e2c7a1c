import {
  ACCOUNT_ITEM_IDS,
  accountItems,
  checkAccountItemValue,
  isAccountItemId,
  MAX_LABEL_LENGTH,
  MAX_VERIFICATION_CODE_LENGTH,
  withAccountItem,
} from '../../src/domain/accountItems';
import { DEFAULT_ACCOUNT_LABELS } from '../../src/domain/identity';

describe('the setting item catalogue', () => {
  it('has one item per account label, the verification code, the two-step rule for administrators and the legitimate-interest rule', () => {
    expect(ACCOUNT_ITEM_IDS).toHaveLength(Object.keys(DEFAULT_ACCOUNT_LABELS).length + 3);
    expect(isAccountItemId('legitimateInterestForExaminers')).toBe(true);
    expect(isAccountItemId('administratorsRequireTwoStep')).toBe(true);
    expect(isAccountItemId('examineeLabel')).toBe(true);
    expect(isAccountItemId('itemEntryVerificationCode')).toBe(true);
    expect(isAccountItemId('examinee')).toBe(false);
    expect(isAccountItemId('toString')).toBe(false);
  });

  it("lists an account's values in catalogue order, defaults where a label was never set", () => {
    const items = accountItems({ examinee: 'Student', customField1: 'Class' }, 'IEV-1');
    expect(items.map((item) => [item.id, item.value])).toEqual([
      ['examineeLabel', 'Student'],
      ['examinerLabel', 'Examiner'],
      ['customField1Label', 'Class'],
      ['customField2Label', 'Custom field 2'],
      ['customField3Label', 'Custom field 3'],
      ['customField4Label', 'Custom field 4'],
      ['itemEntryVerificationCode', 'IEV-1'],
      ['administratorsRequireTwoStep', 'false'],
      ['legitimateInterestForExaminers', 'false'],
    ]);
    expect(items[0]).toEqual({ id: 'examineeLabel', value: 'Student', defaultValue: 'Examinee', maxLength: MAX_LABEL_LENGTH });
  });
});

describe('checkAccountItemValue', () => {
  it('trims a label and keeps letters of any script', () => {
    expect(checkAccountItemValue('examineeLabel', '  Student  ')).toEqual({ ok: true, value: 'Student' });
    expect(checkAccountItemValue('customField2Label', 'Schüler·in')).toEqual({ ok: true, value: 'Schüler·in' });
  });

  it('refuses a blank, multi-line or too long label, naming the item', () => {
    const blank = checkAccountItemValue('examinerLabel', '   ');
    expect(blank).toEqual({ ok: false, message: 'The examiner label cannot be blank.' });
    expect(checkAccountItemValue('customField3Label', 'Two\nlines')).toEqual({ ok: false, message: 'The name of custom field 3 must be one line of text.' });
    expect(checkAccountItemValue('examineeLabel', 'x'.repeat(MAX_LABEL_LENGTH))).toMatchObject({ ok: true });
    expect(checkAccountItemValue('examineeLabel', 'x'.repeat(MAX_LABEL_LENGTH + 1))).toEqual({
      ok: false,
      message: `The examinee label may have at most ${MAX_LABEL_LENGTH} characters.`,
    });
    expect(checkAccountItemValue('examineeLabel', undefined)).toMatchObject({ ok: false });
  });

  it('takes a blank verification code (verification not required) or a code of letters, digits, - and _', () => {
    expect(checkAccountItemValue('itemEntryVerificationCode', '  ')).toEqual({ ok: true, value: '' });
    expect(checkAccountItemValue('itemEntryVerificationCode', ' IEV_2024-a ')).toEqual({ ok: true, value: 'IEV_2024-a' });
    expect(checkAccountItemValue('itemEntryVerificationCode', 'x'.repeat(MAX_VERIFICATION_CODE_LENGTH + 1))).toMatchObject({ ok: false });
    for (const bad of ['two words', '-lead', 'trail_', 'é1']) {
      const result = checkAccountItemValue('itemEntryVerificationCode', bad);
      expect(result).toMatchObject({ ok: false });
      if (!result.ok) expect(result.message).toMatch(/^The item entry verification code /);
    }
  });
});

describe('withAccountItem', () => {
  const settings = { labels: DEFAULT_ACCOUNT_LABELS, itemEntryVerificationCode: '' };

  it('changes one label and nothing else', () => {
    expect(withAccountItem(settings, 'customField4Label', 'Teacher')).toEqual({
      labels: { ...DEFAULT_ACCOUNT_LABELS, customField4: 'Teacher' },
      itemEntryVerificationCode: '',
    });
  });

  it('changes the verification code and leaves the labels', () => {
    expect(withAccountItem(settings, 'itemEntryVerificationCode', 'IEV')).toEqual({ labels: DEFAULT_ACCOUNT_LABELS, itemEntryVerificationCode: 'IEV' });
  });
});

describe('the two-step rule for administrators', () => {
  it('is "true" or "false", "false" for an account that never set it', () => {
    expect(checkAccountItemValue('administratorsRequireTwoStep', ' true ')).toEqual({ ok: true, value: 'true' });
    expect(checkAccountItemValue('administratorsRequireTwoStep', 'false')).toEqual({ ok: true, value: 'false' });
    expect(checkAccountItemValue('administratorsRequireTwoStep', 'yes')).toMatchObject({ ok: false });
    expect(checkAccountItemValue('administratorsRequireTwoStep', '')).toMatchObject({ ok: false });
    expect(accountItems({}, '').find((item) => item.id === 'administratorsRequireTwoStep')?.value).toBe('false');
    expect(accountItems({}, '', { administratorsRequireTwoStep: true }).find((item) => item.id === 'administratorsRequireTwoStep')?.value).toBe('true');
  });

  it('changes only the flag', () => {
    const settings = { labels: DEFAULT_ACCOUNT_LABELS, itemEntryVerificationCode: 'IEV', administratorsRequireTwoStep: false };
    expect(withAccountItem(settings, 'administratorsRequireTwoStep', 'true')).toEqual({ ...settings, administratorsRequireTwoStep: true });
  });

  it('reads and changes the legitimate-interest rule apart from the two-step rule', () => {
    const items = accountItems({}, '', { administratorsRequireTwoStep: false, legitimateInterestForExaminers: true });
    expect(items.find((item) => item.id === 'legitimateInterestForExaminers')?.value).toBe('true');
    expect(items.find((item) => item.id === 'administratorsRequireTwoStep')?.value).toBe('false');
    const settings = { labels: DEFAULT_ACCOUNT_LABELS, itemEntryVerificationCode: 'IEV', administratorsRequireTwoStep: true, legitimateInterestForExaminers: false };
    expect(withAccountItem(settings, 'legitimateInterestForExaminers', 'true')).toEqual({ ...settings, legitimateInterestForExaminers: true });
  });
});
