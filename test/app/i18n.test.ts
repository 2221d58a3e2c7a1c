/**
 * The message catalogues: only the core's US English is in the first scripts; the whole catalogue
 * of the user's language (US English too) is loaded when the preferences ask for it, and the UI stays in the language it was in until it
 * has arrived (or when it cannot be loaded).
 */
import { expectSaga } from 'redux-saga-test-plan';
import { followLocale } from '../../src/app/core/i18n/i18nSaga';
import { catalogueFailed, catalogueLoaded, catalogueShown } from '../../src/app/core/i18n/i18nSlice';
import { selectShownCatalogueReady, selectShownMessages } from '../../src/app/core/i18n/i18nSliceSelectors';
import type { Catalogue } from '../../src/app/core/i18n/messageId';
import { preferenceCookieRead } from '../../src/app/core/preferenceCookie/preferenceCookieSlice';
import type { RootState } from '../../src/app/rootReducer';
import type { Locale } from '../../src/domain/locale';
import { CATALOGUES } from './support/catalogues';
import { fakeIo, ioProvider } from './support/fakeIo';
import { IDENTITY } from './support/fixtures';
import { testRootReducer, testState } from './support/state';

/** Preferences naming a language, as the preferences cookie gives them at start. */
const speaking = (languageCode: string) => preferenceCookieRead({ ...IDENTITY.preferences, language: { languageCode, languageName: languageCode } });

/** Catalogues that answer when the test says so, recording what was asked for. */
function pendingCatalogues() {
  const asked: Locale[] = [];
  const waiting = new Map<Locale, (catalogue: Catalogue) => void>();
  return {
    asked,
    deliver: (locale: Locale) => waiting.get(locale)?.(CATALOGUES[locale]),
    load: (locale: Locale) =>
      new Promise<Catalogue>((resolve) => {
        asked.push(locale);
        waiting.set(locale, resolve);
      }),
  };
}

/** The state once the whole US English catalogue has loaded at start. */
const inEnglish = () => testRootReducer()(testState(), catalogueLoaded({ locale: 'en_us', messages: CATALOGUES.en_us }));

describe('the message catalogues', () => {
  it('load the whole US English catalogue at start (the first scripts carry only the core part) and show it', async () => {
    const load = jest.fn(async (locale: Locale) => CATALOGUES[locale]);
    const { io } = fakeIo({ catalogues: { load } });
    expect(selectShownCatalogueReady(testState())).toBe(false);
    const { storeState } = await expectSaga(followLocale)
      .withReducer(testRootReducer(), testState())
      .provide([ioProvider(io)])
      .put(catalogueLoaded({ locale: 'en_us', messages: CATALOGUES.en_us }))
      .silentRun(50);
    expect(load.mock.calls).toEqual([['en_us']]);
    expect(selectShownMessages(storeState as RootState)).toEqual({ tag: 'en-US', messages: CATALOGUES.en_us });
    expect(selectShownCatalogueReady(storeState as RootState)).toBe(true);
  });

  it('fall back on the whole US English catalogue when the first language asked for cannot be loaded', async () => {
    const load = jest.fn(async (locale: Locale) => (locale === 'en_us' ? CATALOGUES.en_us : Promise.reject(new Error('Loading chunk messages-sv_se failed.'))));
    const { io } = fakeIo({ catalogues: { load } });
    const { storeState } = await expectSaga(followLocale)
      .withReducer(testRootReducer(), testRootReducer()(testState(), speaking('sv_se')))
      .provide([ioProvider(io)])
      .put(catalogueLoaded({ locale: 'en_us', messages: CATALOGUES.en_us }))
      .put(catalogueFailed({ locale: 'sv_se', message: 'Loading chunk messages-sv_se failed.' }))
      .silentRun(50);
    expect(selectShownMessages(storeState as RootState).tag).toBe('en-US');
    expect(selectShownCatalogueReady(storeState as RootState)).toBe(true);
  });

  it("load the catalogue of the preferences' language and show it once it is here", async () => {
    const { io } = fakeIo();
    const { storeState } = await expectSaga(followLocale)
      .withReducer(testRootReducer(), testState())
      .provide([ioProvider(io)])
      .dispatch(speaking('de_de'))
      .put(catalogueLoaded({ locale: 'de_de', messages: CATALOGUES.de_de }))
      .silentRun(50);
    const shown = selectShownMessages(storeState as RootState);
    expect(shown.tag).toBe('de-DE');
    expect(shown.messages?.['header.signOut']).toBe(CATALOGUES.de_de['header.signOut']);
  });

  it('show the last language chosen when an earlier one arrives later', async () => {
    const catalogues = pendingCatalogues();
    const { io } = fakeIo({ catalogues });
    const run = expectSaga(followLocale).withReducer(testRootReducer(), inEnglish()).provide([ioProvider(io)]).dispatch(speaking('de_de')).dispatch(speaking('fr_fr'));
    const result = run.silentRun(80);
    await new Promise((resolve) => setTimeout(resolve, 20));
    catalogues.deliver('fr_fr');
    catalogues.deliver('de_de');
    const { storeState, effects } = await result;
    expect(catalogues.asked).toEqual(['de_de', 'fr_fr']);
    expect((storeState as RootState).i18n.shown).toBe('fr_fr');
    // The German load was cancelled: it never put its catalogue.
    expect(JSON.stringify(effects.put ?? [])).not.toContain('"locale":"de_de"');
  });

  it('keep the language shown when a catalogue cannot be loaded, and say why', async () => {
    const { io } = fakeIo({ catalogues: { load: () => Promise.reject(new Error('Loading chunk messages-sv_se failed.')) } });
    const { storeState } = await expectSaga(followLocale)
      .withReducer(testRootReducer(), testState())
      .provide([ioProvider(io)])
      .dispatch(speaking('sv_se'))
      .put(catalogueFailed({ locale: 'sv_se', message: 'Loading chunk messages-sv_se failed.' }))
      .silentRun(50);
    expect(selectShownMessages(storeState as RootState).tag).toBe('en-US');
  });

  it('show a catalogue loaded before without loading it again', async () => {
    const load = jest.fn(async (locale: Locale) => CATALOGUES[locale]);
    const { io } = fakeIo({ catalogues: { load } });
    const before = testRootReducer()(inEnglish(), catalogueLoaded({ locale: 'nl_nl', messages: CATALOGUES.nl_nl }));
    await expectSaga(followLocale)
      .withReducer(testRootReducer(), testRootReducer()(before, catalogueShown('en_us')))
      .provide([ioProvider(io)])
      .dispatch(speaking('nl_nl'))
      .put(catalogueShown('nl_nl'))
      .silentRun(50);
    expect(load).not.toHaveBeenCalled();
  });
});
