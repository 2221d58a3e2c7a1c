import { useFormik } from 'formik';
import { Button } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { GROUP_TYPES, type GroupInput, groupInputSchema } from '../../../../domain/groups/group';
import { yupFormErrors } from '../../../components/formErrors';
import { SelectField } from '../../../components/SelectField';
import { TextInputField } from '../../../components/TextInputField';
import { localizeFieldError } from '../../../core/i18n/fieldErrors';

/** An empty group: a class of no school year. */
export const EMPTY_GROUP: GroupInput = { name: '', type: 'class', schoolYear: '' };

/**
 * The fields of a group (name, type, school year): formik holds the values, the domain's yup
 * schema checks them (the server runs the same one), and submit hands the validated input on.
 */
export function GroupForm({ initial, submitLabel, busy, onSubmit, onCancel }: { initial: GroupInput; submitLabel: string; busy: boolean; onSubmit: (input: GroupInput) => void; onCancel: () => void }) {
  const intl = useIntl();
  const formik = useFormik<GroupInput>({
    initialValues: initial,
    validate: (values) => yupFormErrors(groupInputSchema, values, {}),
    onSubmit: (values) => onSubmit(groupInputSchema.validateSync(values, { stripUnknown: true }) as GroupInput),
  });
  const errorOf = (field: keyof GroupInput) => (formik.touched[field] && formik.errors[field] ? localizeFieldError(intl, formik.errors[field]) : undefined);
  return (
    <form className="form" noValidate onSubmit={formik.handleSubmit}>
      <TextInputField
        label={intl.formatMessage({ id: 'groups.name' })}
        name="name"
        isRequired
        value={formik.values.name}
        onChange={(value) => void formik.setFieldValue('name', value)}
        onBlur={() => void formik.setFieldTouched('name')}
        error={errorOf('name')}
      />
      <SelectField
        label={intl.formatMessage({ id: 'groups.type' })}
        name="type"
        isRequired
        value={formik.values.type}
        options={GROUP_TYPES.map((type) => ({ value: type, label: intl.formatMessage({ id: `groups.type.${type}` }) }))}
        onChange={(value) => void formik.setFieldValue('type', value)}
        error={errorOf('type')}
      />
      <TextInputField
        label={intl.formatMessage({ id: 'groups.schoolYear' })}
        name="schoolYear"
        value={formik.values.schoolYear}
        description={intl.formatMessage({ id: 'groups.schoolYearHint' })}
        onChange={(value) => void formik.setFieldValue('schoolYear', value)}
        onBlur={() => void formik.setFieldTouched('schoolYear')}
        error={errorOf('schoolYear')}
      />
      <div className="form-actions">
        <Button type="submit" className="button button--primary" isDisabled={busy}>
          {submitLabel}
        </Button>
        <Button className="button" onPress={onCancel}>
          {intl.formatMessage({ id: 'groups.cancel' })}
        </Button>
      </div>
    </form>
  );
}
