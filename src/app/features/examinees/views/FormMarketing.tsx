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
  return (
    <section className="form-marketing" aria-labelledby="form-marketing-heading">
      <h3 id="form-marketing-heading">
        <FormattedMessage id="formPicker.about" values={{ code: delivery.code }} />
      </h3>
      <dl className="facts">
        {marketing ? (
          <>
            <dt>
              <FormattedMessage id="formPicker.measures" />
            </dt>
            <dd>{marketing.measures}</dd>
            <dt>
              <FormattedMessage id="formPicker.ages" />
            </dt>
            <dd>
              {marketing.ageRange ? (
                <FormattedMessage id="formPicker.agesRange" values={{ min: marketing.ageRange.minYears, max: marketing.ageRange.maxYears }} />
              ) : (
                <FormattedMessage id="formPicker.agesAny" />
              )}
            </dd>
            <dt>
              <FormattedMessage id="formPicker.minutes" />
            </dt>
            <dd>{minutes}</dd>
            <dt>
              <FormattedMessage id="formPicker.qualification" />
            </dt>
            <dd>{marketing.qualificationLevel}</dd>
          </>
        ) : null}
        <dt>
          <FormattedMessage id="formPicker.deliveryModes" />
        </dt>
        <dd>{modes}</dd>
      </dl>
    </section>
  );
}
