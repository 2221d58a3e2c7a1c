/**
 * The new-assessment picker's catalogue (examinees/formPicker*): loaded once per language from
 * businessUnit.formDeliverySearch; the delivery-mode filter narrows the eligible forms.
 */
import { expectSaga } from 'redux-saga-test-plan';
import type { FormDelivery } from '../../src/contract/services/businessUnits';
import { loadFormCatalogue } from '../../src/app/features/examinees/formPickerSaga';
import { selectOfferedForms } from '../../src/app/features/examinees/formPickerSelectors';
import { deliveryModeFilterChanged, formCatalogueFailed, formCatalogueLoading, formCatalogueSucceeded, formPickerOpened, formPickerReducer } from '../../src/app/features/examinees/formPickerSlice';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';

const delivery = (productId: string, deliveryModes: FormDelivery['deliveryModes']): FormDelivery => ({
  productId,
  code: productId.toUpperCase(),
  name: productId,
  businessUnit: 'clinical',
  audience: 'clinical',
  deliveryModes,
  marketing: { measures: `What ${productId} measures.`, ageRange: null, minutes: null, qualificationLevel: 'B' },
});
const CATALOGUE = [delivery('phq9', ['manualEntry', 'remoteLink']), delivery('orf', ['manualEntry'])];
const form = (id: string) => ({ id, code: id.toUpperCase(), name: id, audience: 'clinical' as const, itemCount: 9, ageRange: null });

describe('form picker saga', () => {
  it('loads the catalogue once per language', async () => {
    const http = fakeHttp({ 'businessUnit.formDeliverySearch': () => CATALOGUE });
    const { io } = fakeIo({ http });
    const result = await expectSaga(loadFormCatalogue, formPickerOpened({ locale: 'en_us' }))
      .withReducer(testRootReducer(), testState())
      .provide([ioProvider(io)])
      .put(formCatalogueLoading({ locale: 'en_us' }))
      .put(formCatalogueSucceeded({ locale: 'en_us', items: CATALOGUE }))
      .run();
    expect(http.calls.map((call) => call.request)).toEqual([{ query: {} }]);
    await expectSaga(loadFormCatalogue, formPickerOpened({ locale: 'en_us' })).withState(result.storeState).provide([ioProvider(io)]).not.put.actionType(formCatalogueLoading.type).run();
    await expectSaga(loadFormCatalogue, formPickerOpened({ locale: 'fr_fr' })).withState(result.storeState).provide([ioProvider(io)]).put(formCatalogueLoading({ locale: 'fr_fr' })).run();
    expect(http.calls).toHaveLength(2);
  });

  it('keeps a failure as data', async () => {
    const down = apiError(503, 'unavailable', 'The service is unavailable.');
    const { io } = fakeIo({ http: fakeHttp({ 'businessUnit.formDeliverySearch': () => Promise.reject(down) }) });
    await expectSaga(loadFormCatalogue, formPickerOpened({ locale: 'en_us' })).withState(testState()).provide([ioProvider(io)]).put(formCatalogueFailed(down.info)).run();
  });
});

describe('form picker selectors', () => {
  it('offers every eligible form, or those the chosen delivery mode lists', () => {
    let picker = formPickerReducer(undefined, formCatalogueSucceeded({ locale: 'en_us', items: CATALOGUE }));
    const state = (formPicker: typeof picker) => {
      const base = testState({ formPicker });
      return { ...base, examinees: { ...base.examinees, detail: { ...base.examinees.detail, forms: [form('phq9'), form('orf'), form('who5')] } } };
    };
    expect(selectOfferedForms(state(picker)).map((offered) => offered.id)).toEqual(['phq9', 'orf', 'who5']);
    picker = formPickerReducer(picker, deliveryModeFilterChanged('remoteLink'));
    expect(selectOfferedForms(state(picker)).map((offered) => offered.id)).toEqual(['phq9']);
    picker = formPickerReducer(picker, deliveryModeFilterChanged('manualEntry'));
    // who5's catalogue is unknown: not offered while a mode is chosen.
    expect(selectOfferedForms(state(picker)).map((offered) => offered.id)).toEqual(['phq9', 'orf']);
    picker = formPickerReducer(picker, deliveryModeFilterChanged(null));
    expect(selectOfferedForms(state(picker))).toHaveLength(3);
  });
});
