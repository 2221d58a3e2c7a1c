/**
 * The account's setting items (account.getAccountItems, account.putAccountItem): the words the
 * account uses for examinee and examiner, the names of its four examinee custom fields (all kept
 * in the account's labels, {@link AccountLabels}), its item-entry verification code, and whether
 * its administrators must use two-step sign-in (domain/twoStep.ts), and whether its examiners and
 * account users see only the examinees of their groups (legitimate interest, domain/groups).
 *
 * The spec shows neither the items nor their ids (spec §7: "account items", "by account and
 * id"); this catalogue is ours. An item's value is always text; each item has one yup schema,
 * used by the server and by any form that edits it.
 */
import * as yup from 'yup';
import { type AccountLabels, DEFAULT_ACCOUNT_LABELS } from './identity';

/** The ids of the setting items, in the order screens list them. */
export const ACCOUNT_ITEM_IDS = [
  'examineeLabel',
  'examinerLabel',
  'customField1Label',
  'customField2Label',
  'customField3Label',
  'customField4Label',
  'itemEntryVerificationCode',
  'administratorsRequireTwoStep',
  'legitimateInterestForExaminers',
] as const;

/** One id of {@link ACCOUNT_ITEM_IDS}. */
export type AccountItemId = (typeof ACCOUNT_ITEM_IDS)[number];

/** Whether a text is the id of a setting item. */
export const isAccountItemId = (id: string): id is AccountItemId => (ACCOUNT_ITEM_IDS as readonly string[]).includes(id);

/** The most characters of a label: it is shown in headings, column titles and menu entries. */
export const MAX_LABEL_LENGTH = 40;

/** The most characters of the item-entry verification code. */
export const MAX_VERIFICATION_CODE_LENGTH = 20;

/**
 * The verification code: letters, digits and `-` or `_` inside, no spaces (it is typed by
 * examiners and shown as it is). Blank turns verification off (itemEntryVerification.ts).
 */
export const VERIFICATION_CODE_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?$/;

/** What a label item renames: a key of {@link AccountLabels}. */
type LabelKey = keyof AccountLabels;

/** The yes/no settings of an account, as stored. */
export interface AccountFlags {
  /** The account's administrators must use two-step sign-in. */
  administratorsRequireTwoStep: boolean;
  /** Examiners and account users see only the examinees of their groups, like teachers (issue #19). */
  legitimateInterestForExaminers: boolean;
}

/** What a flag item sets: a key of {@link AccountFlags}. */
export type FlagKey = keyof AccountFlags;

/** One setting item of the catalogue. */
export interface AccountItemDefinition {
  id: AccountItemId;
  /** What the item is, as a person reads it in an error message or a form. */
  name: string;
  /** `label`: stored in the account's labels under `labelKey`; `verificationCode`: the account's code; `flag`: a yes/no setting, `"true"` or `"false"`. */
  kind: 'label' | 'verificationCode' | 'flag';
  /** For labels, the key of {@link AccountLabels} the item sets. */
  labelKey: LabelKey | null;
  /** For flags, the key of {@link AccountFlags} the item sets. */
  flagKey?: FlagKey;
  /** The value of an account that never set the item. */
  defaultValue: string;
  /** Whether the item may be blank (only the verification code: blank means "not required"). */
  mayBeBlank: boolean;
  maxLength: number;
}

const label = (id: AccountItemId, labelKey: LabelKey, name: string): AccountItemDefinition => ({
  id,
  name,
  kind: 'label',
  labelKey,
  defaultValue: DEFAULT_ACCOUNT_LABELS[labelKey],
  mayBeBlank: false,
  maxLength: MAX_LABEL_LENGTH,
});

/** The catalogue of setting items, by id. */
export const ACCOUNT_ITEMS: Readonly<Record<AccountItemId, AccountItemDefinition>> = {
  examineeLabel: label('examineeLabel', 'examinee', 'The examinee label'),
  examinerLabel: label('examinerLabel', 'examiner', 'The examiner label'),
  customField1Label: label('customField1Label', 'customField1', 'The name of custom field 1'),
  customField2Label: label('customField2Label', 'customField2', 'The name of custom field 2'),
  customField3Label: label('customField3Label', 'customField3', 'The name of custom field 3'),
  customField4Label: label('customField4Label', 'customField4', 'The name of custom field 4'),
  itemEntryVerificationCode: {
    id: 'itemEntryVerificationCode',
    name: 'The item entry verification code',
    kind: 'verificationCode',
    labelKey: null,
    defaultValue: '',
    mayBeBlank: true,
    maxLength: MAX_VERIFICATION_CODE_LENGTH,
  },
  administratorsRequireTwoStep: {
    id: 'administratorsRequireTwoStep',
    name: 'Whether administrators must use two-step sign-in',
    kind: 'flag',
    labelKey: null,
    flagKey: 'administratorsRequireTwoStep',
    defaultValue: 'false',
    mayBeBlank: false,
    maxLength: 5,
  },
  legitimateInterestForExaminers: {
    id: 'legitimateInterestForExaminers',
    name: 'Whether examiners and account users see only the examinees of their groups',
    kind: 'flag',
    labelKey: null,
    flagKey: 'legitimateInterestForExaminers',
    defaultValue: 'false',
    mayBeBlank: false,
    maxLength: 5,
  },
};

/** The values of a flag item. */
export const FLAG_VALUES = ['true', 'false'] as const;

/**
 * The yup schema of one item's value: trimmed, then checked. Labels are required, at most
 * {@link MAX_LABEL_LENGTH} characters and single-line; the verification code is blank or matches
 * {@link VERIFICATION_CODE_PATTERN} within {@link MAX_VERIFICATION_CODE_LENGTH} characters.
 */
export function accountItemValueSchema(id: AccountItemId): yup.StringSchema<string> {
  const item = ACCOUNT_ITEMS[id];
  const base = yup
    .string()
    .defined(`${item.name} is missing.`)
    .trim()
    .max(item.maxLength, `${item.name} may have at most ${item.maxLength} characters.`);
  if (item.kind === 'flag') return base.oneOf([...FLAG_VALUES], `${item.name} is "true" or "false".`).required(`${item.name} is "true" or "false".`);
  if (item.kind === 'verificationCode') {
    return base.matches(VERIFICATION_CODE_PATTERN, {
      message: `${item.name} may hold only letters, digits, "-" and "_", and must start and end with a letter or digit.`,
      excludeEmptyString: true,
    });
  }
  return base
    .required(`${item.name} cannot be blank.`)
    .matches(/^[^\p{Cc}]*$/u, `${item.name} must be one line of text.`);
}

/** The result of checking a value for an item. */
export type AccountItemCheck = { ok: true; value: string } | { ok: false; message: string };

/**
 * Checks and normalises (trims) a new value for an item.
 * @returns the value to store, or the first message explaining why it is refused.
 */
export function checkAccountItemValue(id: AccountItemId, value: unknown): AccountItemCheck {
  try {
    return { ok: true, value: accountItemValueSchema(id).validateSync(value) };
  } catch (error) {
    if (error instanceof yup.ValidationError) return { ok: false, message: error.errors[0] ?? `${ACCOUNT_ITEMS[id].name} is not valid.` };
    throw error;
  }
}

/** One setting item with the account's value, as account.getAccountItems answers it. */
export interface AccountItem {
  id: AccountItemId;
  value: string;
  /** The value of an account that never set the item (the platform's wording). */
  defaultValue: string;
  maxLength: number;
}

/**
 * The account's items, in catalogue order.
 * @param labels the stored labels (keys an account never set take their defaults).
 * @param verificationCode the stored item-entry verification code.
 * @param flags the stored yes/no settings (those not given are off).
 */
export function accountItems(labels: Partial<AccountLabels>, verificationCode: string, flags: Partial<AccountFlags> = {}): AccountItem[] {
  return ACCOUNT_ITEM_IDS.map((id) => {
    const item = ACCOUNT_ITEMS[id];
    const value = item.labelKey ? (labels[item.labelKey] ?? item.defaultValue) : item.flagKey ? String(flags[item.flagKey] ?? false) : verificationCode;
    return { id, value, defaultValue: item.defaultValue, maxLength: item.maxLength };
  });
}

/**
 * The stored settings with one item changed: a label item changes its key of the labels, the
 * verification code changes the code. Call with a value {@link checkAccountItemValue} accepted.
 */
export function withAccountItem<Settings extends { labels: AccountLabels; itemEntryVerificationCode: string } & Partial<AccountFlags>>(
  settings: Settings,
  id: AccountItemId,
  value: string,
): Settings {
  const item = ACCOUNT_ITEMS[id];
  if (item.flagKey) return { ...settings, [item.flagKey]: value === 'true' };
  if (item.labelKey === null) return { ...settings, itemEntryVerificationCode: value };
  return { ...settings, labels: { ...settings.labels, [item.labelKey]: value } };
}
