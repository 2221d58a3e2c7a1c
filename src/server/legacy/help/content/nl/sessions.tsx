/** Help: how long a session lasts, the time-out warning and signing out everywhere, in Dutch. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Duration } from '../../i18n/helpLanguage';

/** The "Sessions and time-outs" page in Dutch. */
export const SESSIONS_NL: HelpTopicText = {
  title: 'Sessies en time-outs',
  summary: 'Hoe lang u aangemeld blijft, de waarschuwing vóór een time-out en afmelden in elk tabblad.',
  sections: {
    'time-out': {
      title: 'Hoe lang u aangemeld blijft',
      body: (facts) => (
        <>
          <p>
            Ter bescherming van de gegevens van testpersonen eindigt uw sessie na{' '}
            <strong>
              <Duration seconds={facts.idleLimitSeconds} />
            </strong>{' '}
            zonder activiteit. Activiteit is wat u doet: de muis bewegen, typen of teruggaan naar het tabblad. Lijsten die zichzelf bijwerken,
            tellen niet mee. Wat u ook doet, een sessie eindigt <strong>{facts.absoluteHours} uur</strong> nadat u zich hebt aangemeld.
          </p>
          <p>
            Eén sessie geldt voor alle tabbladen van het platform en de accountpagina’s. Wanneer die eindigt, of wanneer u zich in één tabblad
            afmeldt, gaat elk tabblad naar de aanmeldpagina. Antwoorden die u nog niet hebt opgeslagen, kunnen dan verloren gaan: sla tussendoor
            op.
          </p>
        </>
      ),
    },
    warning: {
      title: 'De waarschuwing vóór een time-out',
      body: (facts) => (
        <p>
          <Duration seconds={facts.warningLeadSeconds} /> voordat de sessie door gebrek aan activiteit zou eindigen, toont het platform de
          waarschuwing ‘Uw sessie loopt bijna af’ met een aftelklok. Kies ‘Aangemeld blijven’ (die knop heeft de focus, dus <kbd>Enter</kbd> is
          genoeg) en de sessie loopt door. De waarschuwing sluit niet met <kbd>Esc</kbd> of met een klik ernaast, zodat u hem nooit per ongeluk
          wegklikt. U kunt de waarschuwing uitschakelen met ‘Waarschuwen voordat de sessie verloopt’ in{' '}
          <a href={helpLink('my-account', 'preferences')}>uw voorkeuren</a>; de sessie eindigt dan nog steeds op tijd.
        </p>
      ),
    },
  },
};
