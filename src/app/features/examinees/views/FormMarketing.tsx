import { FormattedMessage, useIntl } from 'react-intl';
import type { FormDelivery } from '../../../../contract/services/businessUnits';
import type { DeliveryMode } from '../../../../domain/product/productCatalogue';
import type { MessageId } from '../../../core/i18n/messageId';

/** The message of each delivery mode's name. */
export const DELIVERY_MODE_MESSAGES: Record<DeliveryMode, MessageId> = {
  manualEntry: 'formPicker.mode.manualEntry',
  onScreen: 'formPicker.mode.onScreen',
  remoteLink: 'formPicker.mode.remoteLink',
  liveSession: 'formPicker.mode.liveSession',
};

/** What the chosen form measures, its ages, minutes, qualification level and delivery modes (businessUnit.formDeliverySearch). */
export function FormMarketing({ delivery }: { delivery: FormDelivery }) {
  const intl = useIntl();
  const { marketing } = delivery;
  const minutes = marketing?.minutes
    ? marketing.minutes.min === marketing.minutes.max
      ? intl.formatMessage({ id: 'formPicker.minutesExact' }, { min: marketing.minutes.min })
      : intl.formatMessage({ id: 'formPicker.minutesRange' }, { min: marketing.minutes.min, max: marketing.minutes.max })
    : intl.formatMessage({ id: 'formPicker.minutesNotStated' });
  const modes = delivery.deliveryModes.map((mode) => intl.formatMessage({ id: DELIVERY_MODE_MESSAGES[mode] })).join(', ');
  const ages = marketing?.ageRange
    ? intl.formatMessage({ id: 'formPicker.agesRange' }, { min: marketing.ageRange.minYears, max: marketing.ageRange.maxYears })
    : intl.formatMessage({ id: 'formPicker.agesAny' });
  // Term and value pairs; a form without marketing text still shows its delivery modes.
  const facts: [string, string][] = [
    ...(marketing
      ? ([
          [intl.formatMessage({ id: 'formPicker.measures' }), marketing.measures],
          [intl.formatMessage({ id: 'formPicker.ages' }), ages],
          [intl.formatMessage({ id: 'formPicker.minutes' }), minutes],
          [intl.formatMessage({ id: 'formPicker.qualification' }), marketing.qualificationLevel],
        ] satisfies [string, string][])
      : []),
    [intl.formatMessage({ id: 'formPicker.deliveryModes' }), modes],
  ];
  return (
    <section className="form-marketing" aria-labelledby="form-marketing-heading">
      <h3 id="form-marketing-heading">
        <FormattedMessage id="formPicker.about" values={{ code: delivery.code }} />
      </h3>
      <dl className="facts">
        {facts.map(([term, value]) => (
          <div key={term} className="facts__item">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
