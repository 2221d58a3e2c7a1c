/** Help: the resource library, in Dutch. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Resource library" page in Dutch. */
export const RESOURCE_LIBRARY_NL: HelpTopicText = {
  title: 'Bronnenbibliotheek',
  summary: 'De eigen documenten van het account, zoals toestemmingsformulieren, afnamehandleidingen en brieven aan ouders.',
  sections: {
    documents: {
      title: 'Documenten zoeken en openen',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.RESOURCE_LIBRARY_VIEW} />
          <p>
            De bibliotheek toont de documenten van het account met hun titel, categorie (afnamehandleiding, toestemmingsformulier, brief, handboek
            of overig), grootte, de datum waarop ze zijn toegevoegd en hun beschrijving. Onder ‘Documenten zoeken’ zoekt u in de titels en
            beschrijvingen of kiest u een categorie. ‘Openen’ toont een pdf, afbeelding of tekstbestand in de browser en downloadt andere soorten
            bestanden.
          </p>
          <p>
            ‘Bladwijzer toevoegen’ zet een document dat u vaak gebruikt bovenaan, bij uw documenten met bladwijzer; ‘Bladwijzer verwijderen’ haalt
            het daar weer weg. Bladwijzers zijn alleen van u.
          </p>
        </>
      ),
    },
    'managing-documents': {
      title: 'Documenten toevoegen en verwijderen',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.RESOURCE_LIBRARY_MANAGE} />
          <p>
            Onder ‘Een document toevoegen’ geven beheerders een titel, een optionele beschrijving en een categorie op, kiezen ze het bestand (pdf,
            PNG, JPEG, platte tekst, CSV, Word of Excel, maximaal 10 MB) en kiezen ze ‘Document toevoegen’. Een bestand waarvan de inhoud niet
            overeenkomt met het soort bestand dat de naam aangeeft, wordt geweigerd. ‘Verwijderen’ naast een document vraagt om bevestiging en
            verwijdert het document daarna voor iedereen in het account.
          </p>
          <p>
            Upload geen kopieën van gepubliceerde testhandleidingen of testitems: de bibliotheek is bedoeld voor de eigen documenten van uw
            account.
          </p>
        </>
      ),
    },
  },
};
