/** Help in Danish: the resource library. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Resource library" page in Danish. */
export const RESOURCE_LIBRARY_DA: HelpTopicText = {
  title: 'Ressourcebibliotek',
  summary: 'Kontoens egne dokumenter, for eksempel samtykkeerklæringer, administrationsvejledninger og breve til forældre.',
  sections: {
    documents: {
      title: 'Find og åbn dokumenter',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.RESOURCE_LIBRARY_VIEW} />
          <p>
            Biblioteket viser kontoens dokumenter med titel, kategori (administrationsvejledning, samtykkeerklæring, brev, håndbog eller andet),
            størrelse, datoen, hvor dokumentet blev tilføjet, og beskrivelse. Under »Find dokumenter« kan du søge i titler og beskrivelser eller
            vælge en kategori. »Åbn« viser en PDF-fil, et billede eller en tekstfil i browseren og henter andre filtyper.
          </p>
          <p>
            »Tilføj bogmærke« placerer et dokument, du ofte bruger, først blandt dine dokumenter med bogmærke; »Fjern bogmærke« fjerner det igen.
            Bogmærker er kun dine egne.
          </p>
        </>
      ),
    },
    'managing-documents': {
      title: 'Tilføj og fjern dokumenter',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.RESOURCE_LIBRARY_MANAGE} />
          <p>
            Under »Tilføj et dokument« angiver administratorer en titel, en valgfri beskrivelse og en kategori, vælger filen (PDF, PNG, JPEG,
            almindelig tekst, CSV, Word eller Excel, højst 10 MB) og vælger »Tilføj dokument«. En fil, hvis indhold ikke er af den type, filnavnet
            angiver, afvises. »Slet« ud for et dokument beder om bekræftelse og fjerner det derefter for alle på kontoen.
          </p>
          <p>Upload ikke kopier af publicerede testmanualer eller testitems: biblioteket er til din kontos egne dokumenter.</p>
        </>
      ),
    },
  },
};
